import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/stationary/:id: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
