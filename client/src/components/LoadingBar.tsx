import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/i18n.ts';

/** The navigation loading bar's size (px) and timings (ms). */
export const LOADING_BAR = { height: 3, throttle: 200, duration: 2000, hideDelay: 500, resetDelay: 400 } as const;

const STEP = 100;
const ERROR_COLOUR = '#dc2626';

/** Whether the bar shows and how far along it is (0–100). */
export interface LoadingIndicator {
  visible: boolean;
  progress: number;
}

const IDLE: LoadingIndicator = { visible: false, progress: 0 };

// Eases towards 100 without reaching it, so a slow load never looks finished (about 70 at `duration`).
function estimatedProgress(elapsed: number, duration: number = LOADING_BAR.duration): number {
  return (200 / Math.PI) * Math.atan((2 * elapsed) / duration);
}

/** The bar's state for a `loading` flag: throttled start, eased progress, then 100, hide and reset. */
export function useLoadingIndicator(loading: boolean): LoadingIndicator {
  const [indicator, setIndicator] = useState(IDLE);
  const visible = useRef(false);

  useEffect(() => {
    const cancels: (() => void)[] = [];
    const show = (next: LoadingIndicator) => {
      visible.current = next.visible;
      setIndicator(next);
    };
    const after = (delay: number, run: () => void) => {
      const timer = setTimeout(run, delay);
      cancels.push(() => clearTimeout(timer));
    };
    const startProgress = () => {
      let elapsed = 0;
      show({ visible: true, progress: 0 });
      const ticker = setInterval(() => {
        elapsed += STEP;
        show({ visible: true, progress: estimatedProgress(elapsed) });
      }, STEP);
      cancels.push(() => clearInterval(ticker));
    };

    if (loading) {
      // A bar still fading out from the previous load restarts at once instead of blinking off.
      if (visible.current) startProgress();
      else after(LOADING_BAR.throttle, startProgress);
    } else if (visible.current) {
      show({ visible: true, progress: 100 });
      after(LOADING_BAR.hideDelay, () => {
        show({ visible: false, progress: 100 });
        after(LOADING_BAR.resetDelay, () => show(IDLE));
      });
    } else {
      show(IDLE);
    }
    return () => cancels.forEach((cancel) => cancel());
  }, [loading]);

  return indicator;
}

/** Props for the loading bar; the router passes `navigation.state !== 'idle'`. */
export interface LoadingBarProps {
  loading: boolean;
  error?: boolean;
}

/** A thin bar fixed at the top of the page that shows navigation progress. */
export function LoadingBar({ loading, error = false }: LoadingBarProps) {
  const { visible, progress } = useLoadingIndicator(loading);
  const t = useT();
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t('shell.pageLoading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      aria-hidden={!visible}
      data-error={error ? 'true' : undefined}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        zIndex: 999999,
        pointerEvents: 'none',
        height: LOADING_BAR.height,
        width: `${progress}%`,
        opacity: visible ? 1 : 0,
        backgroundColor: error ? ERROR_COLOUR : 'var(--color-accent)',
        transition: `width 0.1s, opacity ${LOADING_BAR.resetDelay / 1000}s`,
      }}
    />
  );
}
