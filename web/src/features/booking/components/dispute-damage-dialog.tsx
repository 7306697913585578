import { useId, useState, type FormEvent } from 'react';
import { disputeDamageBody } from '#shared/api/balance.ts';
import type { RideHandover } from '#shared/api/booking-answer.ts';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { RidePhotoSets } from '#web/components/ride-photo-sets.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatMoney } from '#web/lib/format.ts';
import { disputeDamage } from '../api/balance-calls.ts';

export interface DisputeDamageDialogProps {
  bookingId: string;
  bikeName: string;
  settlement: NonNullable<RideSettlement>;
  /** the hand-over, whose photos are shown beside the return's (issue #32) */
  handover: RideHandover;
  onSent: () => void;
  onClose: () => void;
}

/**
 * The customer disputes a damage charge (issue #17): the charge and its note, a message (checked with
 * the request's own schema), then Send: the dispute reaches the admin's chat. A refusal (too late,
 * sent already) is said in the dialog. The bike's photos at hand-over and return are shown side by side.
 */
export function DisputeDamageDialog({
  bookingId,
  bikeName,
  settlement,
  handover,
  onSent,
  onClose,
}: DisputeDamageDialogProps) {
  const messageId = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = disputeDamageBody.safeParse({ id: bookingId, message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg.disputeMessageShort);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await disputeDamage(parsed.data);
      onSent();
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : msg.somethingWrong);
      setBusy(false);
    }
  };

  return (
    <Modal title={text.disputeTitle} onClose={onClose} locked={busy}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 text-sm text-stone-700">
        <div className="rounded-lg bg-stone-50 p-3">
          <p className="font-semibold text-ink">{bikeName}</p>
          <p>{text.disputeIntro(formatMoney(settlement.damage), settlement.damageNote)}</p>
        </div>
        <RidePhotoSets handover={handover} settlement={settlement} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={messageId} className="font-medium text-ink">
            {text.disputeMessageLabel}
          </label>
          <textarea
            id={messageId}
            rows={5}
            maxLength={1000}
            value={message}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${messageId}-error` : undefined}
            onChange={(event) => setMessage(event.target.value)}
            className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${error ? 'border-danger' : 'border-stone-300'}`}
          />
          {error && (
            <p id={`${messageId}-error`} role="alert" className="text-danger">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {text.disputeKeep}
          </Button>
          <Button type="submit" variant="dark" busy={busy}>
            {text.disputeSend}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
