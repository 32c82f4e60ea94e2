import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/delivery: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
