import type { AdminPartnerRow } from '#shared/api/admin.ts';
import { text } from '#shared/messages.ts';
import { StatusBadge, type BadgeTone } from './status-badge.tsx';

const tones: Record<AdminPartnerRow['isVerifed'], BadgeTone> = { false: 'amber', mailSented: 'stone', true: 'green' };

/** Where a partner is in the life cycle: Awaiting review ('false'), Accepted ('mailSented'), Verified. */
export function RequestStateBadge({ state }: { state: AdminPartnerRow['isVerifed'] }) {
  return <StatusBadge label={text.requestStates[state]} tone={tones[state]} />;
}
