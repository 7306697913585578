import { useState, type FormEvent } from 'react';
import {
  SANDBOX_DECLINED_CARD,
  SANDBOX_REFUND_DECLINED_CARD,
  SANDBOX_SUCCESS_CARD,
  type ProviderPaymentResponse,
} from '#shared/api/booking.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { sandboxPay } from '../api/payment-calls.ts';
import { formatCardNumber, formatExpiry } from '../card-format.ts';

export interface CardPaymentModalProps {
  orderId: string;
  /** The order's amount in paise (the provider's unit). */
  amountPaise: number;
  /** When the booking's hold lapses; absent for a balance payment (nothing is held). */
  holdExpiresAt?: string | undefined;
  defaultName: string;
  onPaid: (payment: ProviderPaymentResponse) => void;
  onClose: () => void;
}

/**
 * The sandbox card widget: a card form (name, number, MM/YY, CVV) that pays the provider order with
 * POST /api/sandboxPay. A declined card or a bad field is said under the form and another card can be
 * tried: the hold is kept.
 */
export function CardPaymentModal({
  orderId,
  amountPaise,
  holdExpiresAt,
  defaultName,
  onPaid,
  onClose,
}: CardPaymentModalProps) {
  const [name, setName] = useState(defaultName);
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvv, setCvv] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(Math.round(amountPaise / 100));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const payment = await sandboxPay({ orderId, cardNumber, expiry, cvv, name: name.trim() });
      onPaid(payment);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : msg.somethingWrong);
      setBusy(false);
    }
  };

  return (
    <Modal title={text.cardFormTitle} onClose={onClose} locked={busy}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="rounded-2xl bg-gradient-to-br from-ink to-stone-700 p-5 text-white shadow-md">
          <div className="flex items-center justify-between text-xs tracking-widest uppercase opacity-80">
            <span>{text.cardFormTitle}</span>
            <span aria-hidden="true" className="h-6 w-9 rounded bg-amber-300/90" />
          </div>
          <p className="mt-5 font-mono text-lg tracking-widest">{cardNumber || '•••• •••• •••• ••••'}</p>
          <div className="mt-3 flex justify-between gap-3 font-mono text-sm uppercase opacity-90">
            <span className="truncate">{name || text.cardName}</span>
            <span>{expiry || 'MM/YY'}</span>
          </div>
        </div>
        <p className="text-sm text-stone-600">
          {text.cardTestHint(SANDBOX_SUCCESS_CARD, SANDBOX_DECLINED_CARD, SANDBOX_REFUND_DECLINED_CARD)}
        </p>
        <TextField
          label={text.cardName}
          autoComplete="cc-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={text.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          value={cardNumber}
          onChange={(event) => setCardNumber(formatCardNumber(event.target.value))}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={text.cardExpiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
          />
          <TextField
            label={text.cardCvv}
            inputMode="numeric"
            autoComplete="cc-csc"
            type="password"
            maxLength={4}
            value={cvv}
            onChange={(event) => setCvv(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </div>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {error}
          </p>
        )}
        {holdExpiresAt && (
          <p className="text-xs text-stone-500">{text.holdNotice(formatDate(holdExpiresAt, 'time'))}</p>
        )}
        <Button type="submit" variant="primary" size="lg" busy={busy}>
          {text.payAmount(amount)}
        </Button>
      </form>
    </Modal>
  );
}
