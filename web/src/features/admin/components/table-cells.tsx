import { Link } from 'react-router';
import { text } from '#shared/messages.ts';
import { Button, buttonClass } from '#web/components/button.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The single page of a partner; its id is in the URL so that a refresh keeps it (the product decisions). */
export const partnerPagePath = (id: string) => `/admin/partnerSingleView?id=${encodeURIComponent(id)}`;

/** View: the partner's page, as a link dressed as a button. */
export function ViewPartnerLink({ id }: { id: string }) {
  return (
    <Link to={partnerPagePath(id)} className={buttonClass('outline')}>
      {text.view}
    </Link>
  );
}

/** An e-mail address on one line (a wide table scrolls inside its card rather than break it mid-word). */
export function EmailCell({ email }: { email: string }) {
  return <span className="whitespace-nowrap">{email}</span>;
}

/**
 * Status with Block/Unblock (spec section 2): Active or Blocked, and the button that changes it.
 * `active` is the record's `status` (true = active).
 */
export function BlockToggleCell({ active, busy, onToggle }: { active: boolean; busy: boolean; onToggle: () => void }) {
  return (
    <span className="flex items-center gap-3">
      {/* A fixed width, so the buttons of Active and Blocked rows line up. */}
      <span className="w-18">
        <StatusBadge label={active ? text.statusActive : text.statusBlocked} tone={active ? 'green' : 'red'} />
      </span>
      <Button variant={active ? 'outline' : 'dark'} busy={busy} onClick={onToggle} className="min-w-26">
        {active ? text.block : text.unblock}
      </Button>
    </span>
  );
}
