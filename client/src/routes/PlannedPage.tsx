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

// The components of planned screens, so a test can tell a planned route from a built one.
const plannedComponents = new WeakSet<object>();

/** The route module for a planned screen. */
export function plannedRoute(title?: string) {
  const Component = () => <PlannedPage title={title} />;
  plannedComponents.add(Component);
  return { Component };
}

/** Whether a loaded route module is a planned screen's. */
export function isPlannedRoute(route: { Component?: unknown }): boolean {
  return typeof route.Component === 'function' && plannedComponents.has(route.Component);
}
