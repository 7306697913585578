import type { Order } from '#shared/api/booking.ts';
import type { RideSettlement } from '#shared/api/settlement-fields.ts';
import { PRODUCT_NAME, text } from '#shared/messages.ts';
import { formatDate, formatMoney } from '#web/lib/format.ts';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1.5 ${strong ? 'border-t border-stone-300 pt-3 text-base font-bold text-ink' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

export interface SupplementaryInvoiceProps {
  order: Pick<Order, '_id' | 'user' | 'bike' | 'pickUpDate' | 'pickUpTime' | 'dropDate' | 'dropTime'>;
  settlement: NonNullable<RideSettlement>;
}

/**
 * The printable supplementary invoice of a ride's charges at its return (issue #17): the excess km
 * charge and the late fee, CGST and SGST on those two, the damage (untaxed), the total charges, the
 * deposit applied to them, and what followed: the deposit refunded, or the balance due and whether it
 * is paid. Amounts as settled (an admin's lowering of the damage shows the lowered charge).
 */
export function SupplementaryInvoice({ order, settlement }: SupplementaryInvoiceProps) {
  const applied = Math.min(settlement.deposit, settlement.charges);
  return (
    <article
      aria-labelledby="supplementary-title"
      className="invoice rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 pb-4">
        <div>
          <h2 id="supplementary-title" className="text-2xl font-extrabold text-ink">
            {PRODUCT_NAME}
          </h2>
          <p className="text-sm text-stone-500">{text.supplementaryInvoiceTitle}</p>
        </div>
        <dl className="text-sm text-stone-700">
          <div className="flex gap-2">
            <dt className="text-stone-500">{text.orderId}</dt>
            <dd className="font-mono break-all">{order._id}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-stone-500">{text.orderDate}</dt>
            <dd>{formatDate(settlement.settledAt)}</dd>
          </div>
        </dl>
      </header>
      <section className="mt-4 text-sm text-stone-700">
        <p className="text-stone-500">{text.customer}</p>
        <p className="font-semibold text-ink">
          {order.user.fname} {order.user.lname}
        </p>
        <p className="break-all">{order.user.email}</p>
        <p className="mt-3 font-semibold text-ink">
          {order.bike.brand} {order.bike.name}
        </p>
        <p>
          {order.pickUpDate} {order.pickUpTime} {text.dateRangeSeparator} {order.dropDate} {order.dropTime}
        </p>
        <p className="mt-3 text-stone-500">{text.supplementaryInvoiceIntro}</p>
      </section>
      <dl className="mt-2 text-sm text-stone-700">
        <Row label={text.invoiceExcessKm(settlement.excessKm)} value={formatMoney(settlement.excessCharge)} />
        <Row label={text.invoiceLateFee(settlement.lateHours)} value={formatMoney(settlement.lateFee)} />
        <Row label={text.invoiceCgst} value={formatMoney(settlement.cgst)} />
        <Row label={text.invoiceSgst} value={formatMoney(settlement.sgst)} />
        <Row label={text.invoiceDamage} value={formatMoney(settlement.damage)} />
        <Row label={text.invoiceTotalCharges} value={formatMoney(settlement.charges)} strong />
        <Row label={text.invoiceDepositApplied} value={`− ${formatMoney(applied)}`} />
        {settlement.due > 0 ? (
          <Row
            label={`${text.invoiceBalanceDue} · ${text.invoiceBalanceState(settlement.duePaid)}`}
            value={formatMoney(settlement.due)}
            strong
          />
        ) : (
          <Row label={text.invoiceDepositRefund} value={formatMoney(settlement.depositRefund)} strong />
        )}
      </dl>
    </article>
  );
}
