import { useLocation } from 'react-router';
import { titleFromPath, usePageHead } from '../lib/head.ts';

/** A screen whose feature is still being built: says so plainly instead of pretending. */
export function PlannedPage({ title }: { title?: string }) {
  const { pathname } = useLocation();
  usePageHead({ title });
  return (
    <div className="planned-page">
      <h1>{title ?? titleFromPath(pathname)}</h1>
      <p>This part of Pathagar is being built and will open soon.</p>
      <a href="/">Back to the shop</a>
    </div>
  );
}

/** The route module for a planned screen. */
export function plannedRoute(title?: string) {
  return { Component: () => <PlannedPage title={title} /> };
}
