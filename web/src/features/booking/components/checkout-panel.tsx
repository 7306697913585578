import { useState } from 'react';
import { amountToPay, type Quote, type TaxRates } from '#shared/domain/pricing.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { LicenceNote } from './licence-note.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

export interface CheckoutPanelProps {
  /** The page's quote without a coupon. */
  quote: Quote;
  /** The bike's refundable deposit (issue #17), paid with the rent, never taxed or discounted; 0: none. */
  deposit: number;
  rates: TaxRates;
  /** The applied coupon's code and discount, or null. */
  coupon: { code: string; discount: number } | null;
  /** Applies a code; resolves with its discount, or rejects (the client toasted why). */
  onApplyCoupon: (code: string) => Promise<void>;
  onRemoveCoupon: () => void;
  onPay: () => void;
  paying: boolean;
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'border-t border-stone-200 pt-3 text-lg font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * 'Checkout' (spec sections 2 and 4): rent, CGST, SGST, discount and total (display only: the server
 * prices the ride again), the coupon field whose Apply turns into Remove, and 'Make payment'. A bike
 * with a deposit (issue #17) adds it as a line apart from the taxed ones and the amount to pay
 * (total + deposit); a bike without one looks exactly as before.
 */
export function CheckoutPanel({
  quote,
  deposit,
  rates,
  coupon,
  onApplyCoupon,
  onRemoveCoupon,
  onPay,
  paying,
}: CheckoutPanelProps) {
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const discount = coupon?.discount ?? 0;

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) {
      showError(msg.enterCoupon);
      return;
    }
    setApplying(true);
    try {
      await onApplyCoupon(trimmed);
      showSuccess(msg.couponApplied);
    } catch {
      // the API client toasted the refusal
    } finally {
      setApplying(false);
    }
  };
  const remove = () => {
    onRemoveCoupon();
    setCode('');
    showSuccess(msg.couponRemoved);
  };

  return (
    <section aria-labelledby="checkout-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6">
      <h2 id="checkout-title" className="text-xl font-bold text-ink">
        {text.checkout}
      </h2>
      <dl aria-label={text.checkout} className="mt-4 flex flex-col gap-2 text-sm text-stone-700">
        <Line label={text.rentLabel} value={formatMoney(quote.rent)} />
        <Line label={text.cgstLabel(rates.cgstPercent)} value={formatMoney(quote.cgst)} />
        <Line label={text.sgstLabel(rates.sgstPercent)} value={formatMoney(quote.sgst)} />
        <Line label={text.discountLabel} value={`− ${formatMoney(discount)}`} />
        <Line label={text.totalLabel} value={formatMoney(quote.total - discount)} strong={deposit === 0} />
      </dl>
      {deposit > 0 && (
        <dl
          aria-label={text.refundableDeposit}
          className="mt-3 flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-stone-700 ring-1 ring-amber-200"
        >
          <Line label={text.refundableDeposit} value={formatMoney(deposit)} />
          <p className="text-xs text-stone-500">{text.depositUntaxedNote}</p>
          <Line label={text.amountToPay} value={formatMoney(amountToPay(quote.total - discount, deposit))} strong />
        </dl>
      )}
      <div className="mt-5 flex items-end gap-2">
        <TextField
          label={text.couponLabel}
          className="min-w-0 flex-1"
          value={coupon ? coupon.code : code}
          readOnly={coupon !== null}
          maxLength={20}
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
        />
        {coupon ? (
          <Button variant="outline" onClick={remove}>
            {text.removeCoupon}
          </Button>
        ) : (
          <Button variant="outline" busy={applying} onClick={() => void apply()}>
            {text.applyCoupon}
          </Button>
        )}
      </div>
      <LicenceNote />
      <Button variant="primary" size="lg" className="mt-5 w-full" busy={paying} onClick={onPay}>
        {text.makePayment}
      </Button>
    </section>
  );
}
