import { Suspense } from 'react';
import { graphql } from 'react-relay';
import type { TrackingPageQuery } from '../../__generated__/TrackingPageQuery.graphql.ts';
import { SkeletonText } from '../../components/ui/index.ts';
import { ParcelTrackingView } from '../../features/shipping/ParcelTrackingView.tsx';
import { useT } from '../../i18n/i18n.ts';
import { usePageHead } from '../../lib/head.ts';
import { queryLoader, useRouteQuery } from '../../relay/route-query.ts';
import { NotFound } from '../NotFoundPage.tsx';

const query = graphql`
  query TrackingPageQuery($cn: String!) {
    parcelTracking(cn: $cn) {
      __typename
      ... on QueryParcelTrackingSuccess {
        data {
          ...ParcelTrackingView_parcel
        }
      }
      ... on TooManyAttemptsError {
        message
      }
    }
  }
`;

// Always from the server: the parcel moves while the page is away.
export const loader = queryLoader<TrackingPageQuery>(query, (params) => ({ cn: params.cn ?? '' }), 'network-only');

/** /tracking/{cn}, public: a parcel's timeline, courier, expected delivery and masked phone; 404 for an unknown number. */
export function Component() {
  return (
    <Suspense fallback={<SkeletonText lines={6} />}>
      <Tracking />
    </Suspense>
  );
}

function Tracking() {
  const { parcelTracking } = useRouteQuery<TrackingPageQuery>(query);
  const t = useT();
  usePageHead({ title: t('orders.tracking.title') });
  if (parcelTracking.__typename === 'TooManyAttemptsError') {
    return (
      <div className="parcel-tracking" role="alert">
        <h1>{t('orders.tracking.title')}</h1>
        <p>{parcelTracking.message}</p>
      </div>
    );
  }
  if (parcelTracking.__typename !== 'QueryParcelTrackingSuccess') return <NotFound />;
  return <ParcelTrackingView parcel={parcelTracking.data} />;
}
