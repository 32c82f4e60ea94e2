import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/bundles: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
