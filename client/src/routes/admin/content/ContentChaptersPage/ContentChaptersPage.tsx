import { PlannedPage } from '../../../PlannedPage.tsx';

/** /admin/content/:id/chapters: placeholder until this screen is built. */
export function Component() {
  return <PlannedPage />;
}
