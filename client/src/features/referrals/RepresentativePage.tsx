import { Suspense, type ReactNode } from 'react';
import { SkeletonText } from '../../components/ui/index.ts';
import { usePageHead } from '../../lib/head.ts';
import './referrals.css';

/** The frame of a representative's screen: its heading, and a skeleton while its query loads. */
export function RepresentativePage({ title, loading, children }: { title: string; /** e.g. "Loading your reports…" */ loading: string; children: ReactNode }) {
  usePageHead({ title });
  return (
    <div className="referral-page">
      <h1>{title}</h1>
      <Suspense
        fallback={
          <div role="status" aria-label={loading}>
            <SkeletonText lines={6} />
          </div>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}
