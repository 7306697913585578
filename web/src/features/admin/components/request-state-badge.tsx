import type { AdminPartnerRow } from '#shared/api/admin.ts';
import { text } from '#shared/messages.ts';
import { StatusBadge } from './status-badge.tsx';

/** Where a partner is in the life cycle: Awaiting review (`false`), Accepted ('mailSented'), Verified (`true`). */
export function RequestStateBadge({ state }: { state: AdminPartnerRow['isVerifed'] }) {
  if (state === false) return <StatusBadge label={text.requestStates.false} tone="amber" />;
  if (state === true) return <StatusBadge label={text.requestStates.true} tone="green" />;
  return <StatusBadge label={text.requestStates.mailSented} tone="stone" />;
}
