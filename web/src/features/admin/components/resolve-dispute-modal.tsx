import { useId, useState, type FormEvent } from 'react';
import { resolveDisputeBody } from '#shared/api/balance.ts';
import type { RideHandover } from '#shared/api/booking-answer.ts';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { RidePhotoSets } from '#web/components/ride-photo-sets.tsx';
import { formatMoney } from '#web/lib/format.ts';

export interface ResolveDisputeModalProps {
  bookingId: string;
  /** customer, bike and plate */
  summary: string;
  settlement: NonNullable<RideSettlement>;
  /** the hand-over, whose photos are shown beside the return's and the charge (issue #32) */
  handover: RideHandover;
  busy: boolean;
  /** a refusal of the server, shown in the dialog */
  error: string;
  onConfirm: (body: { id: string; decision: string }) => void;
  onClose: () => void;
}

/**
 * The admin marks a customer's dispute of a damage charge resolved (issue #34, D80), saying what was
 * decided (10+ characters, the request's own schema): the customer and the partner both see it. The
 * bike's photos at hand-over and return are shown beside the charge (issue #32).
 */
export function ResolveDisputeModal({
  bookingId,
  summary,
  settlement,
  handover,
  busy,
  error,
  onConfirm,
  onClose,
}: ResolveDisputeModalProps) {
  const decisionId = useId();
  const [decision, setDecision] = useState('');
  const [fieldError, setFieldError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resolveDisputeBody.safeParse({ id: bookingId, decision });
    setFieldError(parsed.success ? '' : (parsed.error.issues[0]?.message ?? ''));
    if (parsed.success) onConfirm(parsed.data);
  };

  return (
    <Modal title={text.resolveDisputeTitle} onClose={onClose} locked={busy}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 text-sm text-stone-700">
        <div className="rounded-lg bg-stone-50 p-3">
          <p className="font-semibold text-ink">{summary}</p>
          <p>{text.resolveDisputeIntro(formatMoney(settlement.damage))}</p>
          {settlement.damageNote && <p className="text-stone-600">{settlement.damageNote}</p>}
        </div>
        <RidePhotoSets handover={handover} settlement={settlement} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={decisionId} className="font-medium text-ink">
            {text.disputeDecisionLabel}
          </label>
          <textarea
            id={decisionId}
            rows={3}
            maxLength={1000}
            value={decision}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${decisionId}-error` : undefined}
            onChange={(event) => setDecision(event.target.value)}
            className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${fieldError ? 'border-danger' : 'border-stone-300'}`}
          />
          {fieldError && (
            <p id={`${decisionId}-error`} className="text-danger">
              {fieldError}
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
            {text.resolveDisputeConfirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
