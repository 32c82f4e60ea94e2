import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/coupon/bulk: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
