import { useCallback, useEffect, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useReadingProgressMutation } from '../../__generated__/useReadingProgressMutation.graphql.ts';
import { clearQueued, queuePosition, queuedPosition, type QueuedPosition } from './progress-queue.ts';

/** Waits this long after the last page turn before saving (a reader flicking through saves once). */
export const SAVE_DELAY_MS = 1500;
const RETRY_MS = 15_000;

/**
 * Saves the owner's page as they read: debounced, queued in localStorage first so an offline moment
 * loses nothing, sent again when the browser comes back online (and every 15 s while something waits).
 */
export function useReadingProgress(ebookId: string, enabled: boolean) {
  const [commit] = useMutation<useReadingProgressMutation>(graphql`
    mutation useReadingProgressMutation($input: SaveReadingProgressInput!) {
      saveReadingProgress(input: $input) {
        __typename
        ... on MutationSaveReadingProgressSuccess {
          data {
            applied
            ebook {
              ... on Ebook {
                id
                readingProgress {
                  page
                  percent
                  lastReadAt
                }
              }
            }
          }
        }
      }
    }
  `);
  const inFlight = useRef(false);

  const flush = useCallback(() => {
    const waiting = queuedPosition(ebookId);
    if (!enabled || !waiting || inFlight.current) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    inFlight.current = true;
    const sent: QueuedPosition = waiting;
    commit({
      variables: { input: { ebookId, page: sent.page, clientUpdatedAt: new Date(sent.at).toISOString() } },
      onCompleted: (response) => {
        inFlight.current = false;
        const outcome = response.saveReadingProgress.__typename;
        // Saved, or refused for good (not an owner any more, page out of range): either way not worth retrying.
        if (outcome !== '%other') clearQueued(ebookId, sent);
      },
      onError: () => {
        inFlight.current = false; // stays queued; the retry timer or the `online` event sends it
      },
    });
  }, [commit, ebookId, enabled]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const record = useCallback(
    (page: number) => {
      if (!enabled) return;
      queuePosition(ebookId, { page, at: Date.now() });
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [ebookId, enabled, flush],
  );

  useEffect(() => {
    if (!enabled) return;
    flush();
    const retry = setInterval(flush, RETRY_MS);
    const online = () => flush();
    const hidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearInterval(retry);
      clearTimeout(timer.current);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      flush(); // leaving the reader: send what waits
    };
  }, [enabled, flush]);

  return record;
}
