import { Toaster } from '../toast/Toaster.tsx';
import { PageOutlet } from '../PageOutlet.tsx';

/** No chrome at all: invoices to print, the ebook reader. */
export function BlankLayout() {
  return (
    <div className="layout layout--blank">
      <PageOutlet />
      <Toaster />
    </div>
  );
}
