import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/content/:id: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
