import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type SearchParamsChange = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * `useSearchParams`, with a setter that builds on the parameters last asked for rather than on those of the
 * last render. While the page a change navigated to is still loading, React may keep showing the page as it
 * was, and a second change made then (a filter ticked right after "Apply" on a slow phone) would otherwise be
 * made to the old parameters and drop the first. A function passed to the setter gets a copy of the latest.
 */
export function useLatestSearchParams(): [URLSearchParams, (change: SearchParamsChange, options?: NavigateOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  /** What this page asked for and has not shown yet, oldest first. */
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const shown = asked.current.indexOf(searchParams.toString());
    if (shown >= 0) {
      // One of its own changes is shown; a later one may still be on its way, and stays the latest.
      asked.current.splice(0, shown + 1);
      if (asked.current.length === 0) latest.current = searchParams;
    } else {
      // A navigation the page did not make (back, a link, the first render) is the latest once it is shown.
      asked.current = [];
      latest.current = searchParams;
    }
  }, [searchParams]);
  const update = useCallback(
    (change: SearchParamsChange, options?: NavigateOptions) => {
      const next = typeof change === 'function' ? change(new URLSearchParams(latest.current)) : change;
      latest.current = next;
      asked.current.push(next.toString());
      setSearchParams(next, options);
    },
    [setSearchParams],
  );
  return [searchParams, update];
}
