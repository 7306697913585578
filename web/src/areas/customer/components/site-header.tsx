import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { siteText as text } from '#shared/messages/site.ts';
import { buttonClass } from '#web/components/button.tsx';
import { LanguageSwitch } from '#web/components/language-switch.tsx';
import { Logo } from '#web/components/logo.tsx';
import { useUserSession } from '#web/lib/user-session.ts';
import { useCustomerLogout } from '../use-customer-logout.ts';

const links = [
  { to: '/', label: text.navHome, end: true },
  { to: '/tariff', label: text.navTariff },
  { to: '/join-us', label: text.navJoinUs },
  { to: '/offers', label: text.navOffers },
  { to: '/viewBikes', label: text.navBikes },
] as const;

const linkClass =
  (size: 'bar' | 'menu') =>
  ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 text-sm font-medium transition-colors ${size === 'bar' ? 'py-2' : 'py-3'} ${
      isActive ? 'text-brand-light' : 'text-stone-200 hover:text-white'
    }`;

/**
 * The customer site's header (spec section 2): logo, the five links, and Login or the signed-in
 * user's name with Logout. Below 768 px the links fold into a menu behind a toggle.
 */
export function SiteHeader() {
  const { status, session } = useUserSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const signOut = useCustomerLogout();
  const logout = () => {
    close();
    signOut();
  };

  const account =
    status === 'restoring' ? null : session ? (
      <>
        <Link
          to="/userProfile"
          onClick={close}
          className="inline-flex min-h-11 max-w-48 items-center gap-2 rounded-md px-3 text-sm font-semibold text-white hover:text-brand-light"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-brand" fill="currentColor">
            <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
          </svg>
          <span className="truncate">{session.username}</span>
        </Link>
        <button type="button" onClick={logout} className={buttonClass('outline')}>
          {text.logout}
        </button>
      </>
    ) : (
      <Link to="/login" onClick={close} className={buttonClass('primary')}>
        {text.login}
      </Link>
    );

  return (
    <header className="sticky top-0 z-40 bg-ink/95 text-white shadow-lg backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label={text.mainNavigation} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={'end' in link} className={linkClass('bar')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitch area="customer" />
          {account}
        </div>
        <div className="flex items-center gap-2 md:hidden">
          <LanguageSwitch area="customer" />
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            aria-label={menuOpen ? text.closeMenu : text.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-ink-soft md:hidden"
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
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      <div id="site-menu" hidden={!menuOpen} className="border-t border-stone-800 px-4 pb-4 md:hidden">
        <nav aria-label={text.mainNavigation}>
          <ul className="flex flex-col py-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={'end' in link} onClick={close} className={linkClass('menu')}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap items-center gap-2 border-t border-stone-800 pt-3">{account}</div>
      </div>
    </header>
  );
}
