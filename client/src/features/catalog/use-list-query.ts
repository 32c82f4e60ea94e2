import { useEffect, useRef, useState } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { OperationType } from 'relay-runtime';

/**
 * The query references of a list page whose sort and filters live in the URL. Each change of the
 * search parameters reruns the route loader, which starts the page query with new variables.
 * `current` is that latest reference: read it inside `ListSuspense` so the list shows a skeleton
 * while it loads. `first` is the one the page opened with: read the parts that do not depend on
 * the filters from it (heading, breadcrumbs), so they stay on screen instead of suspending again.
 * References are released once nothing shows them, and all of them when the page goes away.
 */
export function useListQuery<Q extends OperationType>(): { first: PreloadedQuery<Q>; current: PreloadedQuery<Q> } {
  const current = useLoaderData() as PreloadedQuery<Q>;
  const [first] = useState(current);
  const held = useRef(new Set<PreloadedQuery<Q>>());

  useEffect(() => {
    held.current.add(current);
    for (const ref of held.current) {
      if (ref !== current && ref !== first) {
        ref.dispose();
        held.current.delete(ref);
      }
    }
  }, [current, first]);

  useEffect(() => {
    const refs = held.current;
    return () => {
      for (const ref of refs) ref.dispose();
      refs.clear();
      first.dispose();
    };
  }, [first]);

  return { first, current };
}
