import { useId, useState, type FormEvent } from 'react';
import { adjustSettlementBody } from '#shared/api/balance.ts';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { formatMoney } from '#web/lib/format.ts';

export interface LowerDamageModalProps {
  bookingId: string;
  /** who and what, for the admin to be sure of the ride: customer, bike and plate */
  summary: string;
  settlement: NonNullable<RideSettlement>;
  busy: boolean;
  /** a refusal of the server, shown in the dialog */
  error: string;
  onConfirm: (body: { id: string; damage: number; reason: string }) => void;
  onClose: () => void;
}

/**
 * The admin lowers a settled damage charge (issue #17): the new amount (below the current one) and
 * the reason (10+ characters), checked with the request's own schema before it is sent. The refund
 * that follows is shown by the page once the server answers.
 */
export function LowerDamageModal({
  bookingId,
  summary,
  settlement,
  busy,
  error,
  onConfirm,
  onClose,
}: LowerDamageModalProps) {
  const reasonId = useId();
  const [damage, setDamage] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ damage?: string; reason?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { id: bookingId, damage: damage.trim() === '' ? undefined : damage, reason };
    const parsed = adjustSettlementBody.safeParse(input);
    const found: { damage?: string; reason?: string } = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'damage') found.damage ??= issue.message;
      if (field === 'reason') found.reason ??= issue.message;
    }
    const amount = adjustSettlementBody.shape.damage.safeParse(input.damage);
    if (!found.damage && amount.success && amount.data >= settlement.damage) found.damage = msg.adjustDamageNotLower;
    setErrors(found);
    if (parsed.success && !found.damage) onConfirm(parsed.data);
  };

  return (
    <Modal title={text.lowerDamageTitle} onClose={onClose} locked={busy}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 text-sm text-stone-700">
        <div className="rounded-lg bg-stone-50 p-3">
          <p className="font-semibold text-ink">{summary}</p>
          <p>{text.lowerDamageCurrent(formatMoney(settlement.damage))}</p>
          {settlement.damageNote && <p className="text-stone-600">{settlement.damageNote}</p>}
        </div>
        <TextField
          label={text.newDamageLabel}
          inputMode="numeric"
          value={damage}
          error={errors.damage}
          onChange={(event) => setDamage(event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={reasonId} className="font-medium text-ink">
            {text.adjustReasonLabel}
          </label>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
            className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${errors.reason ? 'border-danger' : 'border-stone-300'}`}
          />
          {errors.reason && (
            <p id={`${reasonId}-error`} className="text-danger">
              {errors.reason}
            </p>
          )}
        </div>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-medium text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {text.disputeKeep}
          </Button>
          <Button type="submit" variant="dark" busy={busy}>
            {text.lowerDamageConfirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
