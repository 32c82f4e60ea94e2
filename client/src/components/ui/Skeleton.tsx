import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import './Skeleton.css';

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: CSSProperties['width'];
  /** CSS height (default one line of text). */
  height?: CSSProperties['height'];
  /** A circle (avatars) instead of a rounded box. */
  circle?: boolean;
  className?: string;
}

/**
 * A grey placeholder in the shape of content still loading, so the page does not jump when it comes.
 * Hidden from screen readers: the loading region around it says "Loading…" (role="status").
 */
export function Skeleton({ width, height, circle, className }: SkeletonProps) {
  return <span aria-hidden="true" className={clsx('ui-skeleton', circle && 'ui-skeleton--circle', className)} style={{ width, height }} />;
}

/** Lines of text still loading; the last one shorter, as a paragraph ends. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={clsx('ui-skeleton-text', className)}>
      {Array.from({ length: lines }, (_, index) => (
        // The short last line by class, not style, so it keeps its shape in a prerendered page too.
        <Skeleton key={index} className={index === lines - 1 && lines > 1 ? 'ui-skeleton--last-line' : undefined} />
      ))}
    </span>
  );
}
