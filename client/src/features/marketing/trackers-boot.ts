/**
 * The storefront's only marketing code in the entry (its first view is at its JS budget): once the
 * page is idle it asks which trackers the shop configured (public, cached), and only when there is one
 * loads the consent banner and tracker code (trackers.tsx, its own chunk). No tracker script is
 * requested before the visitor accepts (issue 20.6).
 */
import { fetchQuery, graphql } from 'react-relay';
import type { trackersBootQuery } from '../../__generated__/trackersBootQuery.graphql.ts';
import { relayEnvironment } from '../../relay/environment.ts';
import { setAddToCartSink } from './add-to-cart-report.ts';
import type { RouterLike } from './tracker-types.ts';

const query = graphql`
  query trackersBootQuery {
    marketingTrackers {
      pixels {
        kind
        pixelId
        pathPatterns
      }
      tagManagerId
      analyticsProjectId
    }
  }
`;

/** Starts the trackers after the first view is idle: nothing at all when none is configured. */
export function startTrackers(router: RouterLike): void {
  const run = () =>
    fetchQuery<trackersBootQuery>(relayEnvironment, query, {})
      .toPromise()
      .then(async (data) => {
        const trackers = data?.marketingTrackers;
        if (!trackers || (trackers.pixels.length === 0 && !trackers.tagManagerId && !trackers.analyticsProjectId)) return;
        const started = (await import('./trackers.tsx')).startConsentedTrackers(trackers, router);
        setAddToCartSink(started.addToCart);
      })
      .catch((error: unknown) => console.warn('Could not start the trackers', error));
  if ('requestIdleCallback' in window) requestIdleCallback(() => void run(), { timeout: 5000 });
  else setTimeout(() => void run(), 2000);
}
