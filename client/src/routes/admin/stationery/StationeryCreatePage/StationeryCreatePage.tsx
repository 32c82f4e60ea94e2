import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/stationary/create: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
