import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/content/create: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
