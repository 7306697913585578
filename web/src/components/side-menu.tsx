import { NavLink } from 'react-router';
import { text } from '#shared/messages.ts';

export interface SideMenuItem {
  label: string;
  to: string;
  /** Active only on an exact match (the area's dashboard). */
  end?: boolean;
}

export interface SideMenuProps {
  id: string;
  /** Accessible name of the navigation landmark. */
  label: string;
  open: boolean;
  items: readonly SideMenuItem[];
  onLogout: () => void;
  /** Called after a link is followed (the shell closes the overlay menu on small screens). */
  onNavigate?: () => void;
  onClose: () => void;
}

const itemClass = 'flex min-h-11 w-full items-center rounded-lg px-4 text-left text-sm font-medium transition-colors';

/**
 * The side menu of the admin and partner areas: 220 px wide, sliding in over 300 ms (spec section 9).
 * A closed menu is `inert`, so its links leave the tab order.
 */
export function SideMenu({ id, label, open, items, onLogout, onNavigate, onClose }: SideMenuProps) {
  return (
    <aside
      id={id}
      inert={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className={`fixed top-16 bottom-0 left-0 z-40 w-[220px] overflow-y-auto bg-ink px-3 py-4 text-white transition-transform duration-300 ease-menu ${
        open ? 'translate-x-0' : '-translate-x-full'
      }`}
    >
      <nav aria-label={label}>
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end ?? false}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `${itemClass} ${isActive ? 'bg-brand text-ink' : 'text-stone-200 hover:bg-ink-soft hover:text-white'}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="mt-4 border-t border-stone-700 pt-4">
            <button
              type="button"
              onClick={onLogout}
              className={`${itemClass} text-stone-200 hover:bg-ink-soft hover:text-white`}
            >
              {text.logout}
            </button>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
