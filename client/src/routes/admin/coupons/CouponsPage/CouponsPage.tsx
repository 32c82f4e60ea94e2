import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/coupon: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
