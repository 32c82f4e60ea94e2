import { PlannedPage } from '../../PlannedPage.tsx';

/** /admin/search: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
