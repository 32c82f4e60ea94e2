import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { AccountNav } from '../../features/session/AccountNav.tsx';
import { mayOpenPath } from '../../features/session/back-office-access.ts';
import { BACK_OFFICE_LINKS, type BackOfficeLink } from '../../features/session/back-office-links.ts';
import { useSession } from '../../features/session/session-store.ts';
import { Toaster } from '../toast/Toaster.tsx';
import { Button } from '../ui/Button.tsx';
import { Sheet } from '../ui/Dialog.tsx';
import { ChevronLeftIcon, MenuIcon } from '../ui/icons.tsx';
import { PageOutlet } from '../PageOutlet.tsx';


/** Where the wide-screen side navigation's shown/hidden choice is kept. */
export const SIDEBAR_STORAGE_KEY = 'pathagar-admin-sidebar';

function useSidebarPreference(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    try {
      return localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'hidden';
    } catch {
      return true;
    }
  });
  const choose = (next: boolean) => {
    setOpen(next);
    try {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, next ? 'shown' : 'hidden');
    } catch {
      // Storage can be disabled or full; the choice still holds for this visit.
    }
  };
  return [open, choose];
}

function BackOfficeNav({ links, onNavigate }: { links: readonly BackOfficeLink[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Back office" className="admin-nav">
      {links.map(([to, label]) => (
        <NavLink key={to} to={to} end={to === '/admin'} className="admin-nav__link" onClick={onNavigate}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The back-office frame for admin (and support agent) screens: a top bar, and the side navigation,
 * which a wide screen shows beside the page (and can hide, for wide tables) while phones and tablets
 * open it as a sheet from the Menu button. Tables scroll within the page column.
 */
export function AdminLayout() {
  const { user } = useSession();
  // Only the screens this member of staff may open: a link that ends in "Forbidden" helps nobody.
  const links = user ? BACK_OFFICE_LINKS.filter(([to]) => mayOpenPath(user, to)) : [];
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useSidebarPreference();
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <div className="layout layout--admin" data-sidebar={sidebarOpen ? 'shown' : 'hidden'}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-topbar">
        <Sheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          title="Back office"
          trigger={
            <Button variant="ghost" size="icon" className="admin-topbar__menu" aria-label="Menu">
              <MenuIcon size={24} />
            </Button>
          }
        >
          <BackOfficeNav links={links} onNavigate={() => setSheetOpen(false)} />
        </Sheet>
        <Button
          variant="ghost"
          size="icon"
          className="admin-topbar__toggle"
          aria-label="Side navigation"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={() => setSidebarOpen(!sidebarOpen)}
        >
          {sidebarOpen ? <ChevronLeftIcon size={22} /> : <MenuIcon size={22} />}
        </Button>
        <Link to="/" className="admin-topbar__brand">
          Pathagar
        </Link>
        <span className="admin-topbar__area">Back office</span>
        <nav aria-label="Account" className="admin-topbar__account">
          <AccountNav />
        </nav>
      </header>
      <aside id={sidebarId} className="admin-sidebar" hidden={!sidebarOpen}>
        <BackOfficeNav links={links} />
      </aside>
      <main id="main" className="admin-main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <Toaster />
    </div>
  );
}
