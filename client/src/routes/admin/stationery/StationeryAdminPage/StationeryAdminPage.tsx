import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/stationary: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
