import { useState, type ReactNode } from 'react';
import { text } from '#shared/messages.ts';
import { Logo } from './logo.tsx';
import { SideMenu, type SideMenuItem } from './side-menu.tsx';

const DESKTOP_QUERY = '(min-width: 1024px)';

function isDesktop(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}

export interface DashboardShellProps {
  /** Where the logo leads (the area's dashboard). */
  homePath: string;
  menuLabel: string;
  items: readonly SideMenuItem[];
  /** The signed-in account's name, shown in the top bar. */
  userName: string;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The frame of the admin and partner areas: a near-black top bar with the menu toggle, the sliding
 * side menu, and the page on the light grey background. The menu starts open on wide screens and
 * closed on phones, where it overlays the page.
 */
export function DashboardShell({ homePath, menuLabel, items, userName, onLogout, children }: DashboardShellProps) {
  const [open, setOpen] = useState(isDesktop);
  const closeOnSmallScreens = () => {
    if (!isDesktop()) setOpen(false);
  };

  return (
    <div className="min-h-dvh bg-page">
      <header className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-3 bg-ink px-3 text-white shadow sm:px-5">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="side-menu"
          aria-label={open ? text.closeMenu : text.openMenu}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-ink-soft"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
        <Logo to={homePath} />
        <span className="ml-auto max-w-[40vw] truncate text-sm text-stone-300">{userName}</span>
      </header>

      <SideMenu
        id="side-menu"
        label={menuLabel}
        open={open}
        items={items}
        onLogout={onLogout}
        onNavigate={closeOnSmallScreens}
        onClose={() => setOpen(false)}
      />
      {open && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => setOpen(false)}
          className="fixed inset-0 top-16 z-30 bg-black/40 lg:hidden"
        />
      )}

      <main
        id="main"
        className={`px-4 pt-22 pb-10 transition-[margin] duration-300 ease-menu sm:px-6 ${open ? 'lg:ml-[220px]' : ''}`}
      >
        {children}
      </main>
    </div>
  );
}
