import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/bundles/:id/sales: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
