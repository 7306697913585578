import type { Order } from '#shared/api/booking.ts';
import type { RideRefund } from '#shared/api/cancellations.ts';
import { amountToPay } from '#shared/domain/pricing.ts';
import { PRODUCT_NAME, text } from '#shared/messages.ts';
import { SettlementSummary } from '#web/components/settlement-summary.tsx';
import { UploadedImage } from '#web/components/uploaded-image.tsx';
import { formatDate, formatMoney } from '#web/lib/format.ts';
import { TaxDocumentDetails } from './tax-document-details.tsx';

/** The order as findOrder answers it; `refund` and `cancelledAt` (issue #16) absent on an older server. */
export type InvoiceOrder = Order & { refund?: RideRefund | undefined; cancelledAt?: string | null | undefined };

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

/**
 * The credit note of a cancelled ride (issue #16): when it was cancelled, what was paid, the fee kept,
 * the refund and where the refund stands. A cancellation without a refund row keeps the whole amount.
 */
function CreditNote({ order }: { order: InvoiceOrder }) {
  const refund = order.refund ?? null;
  const refunded = refund?.amount ?? 0;
  const paid = amountToPay(order.grandTotal, order.deposit);
  return (
    <section aria-labelledby="credit-note-title" className="mt-6 rounded-xl border border-red-200 bg-red-50/60 p-4">
      <h3 id="credit-note-title" className="text-base font-bold text-ink">
        {text.creditNoteTitle}
      </h3>
      <dl className="mt-2 text-sm text-stone-700">
        {order.cancelledAt && <Row label={text.cancelledOn} value={formatDate(order.cancelledAt, 'dateTime')} />}
        <Row label={text.amountPaidLabel} value={formatMoney(paid)} />
        <Row label={text.cancellationFeeLabel} value={formatMoney(paid - refunded)} />
        <Row label={text.refundStatusLabel} value={refund ? text.refundStatusNames[refund.status] : text.noRefund} />
        <Row label={text.refundLabel} value={formatMoney(refunded)} strong />
      </dl>
      {order.creditNote && (
        <div className="mt-3 border-t border-red-200 pt-3">
          <TaxDocumentDetails document={order.creditNote} />
        </div>
      )}
    </section>
  );
}

/**
 * The printable invoice (spec section 2): titled with the product name; the customer, the order id
 * and date, the bike, the ride 'to' its drop, the points, helmets, the rent line and the money as
 * stored with the booking (`totalAmount` is the rent; CGST and SGST as charged). The tax invoice is the
 * rent's: a refundable deposit (issue #17) is a separate untaxed line below it, with the amount paid.
 * A cancelled ride adds its credit note; a completed one its itemised settlement at return. Below the
 * spec's lines, the ride's numbered tax invoice (issue #34): the partner as the supplier, GSTIN, SAC,
 * place of supply, the taxes and the total in words; a cancelled ride's credit note likewise.
 */
export function Invoice({ order }: { order: InvoiceOrder }) {
  const photo = order.bike.image[0];
  const paid = amountToPay(order.grandTotal, order.deposit);
  return (
    <article
      aria-labelledby="invoice-title"
      className="invoice rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 pb-4">
        <div>
          <h2 id="invoice-title" className="text-2xl font-extrabold text-ink">
            {PRODUCT_NAME}
          </h2>
          <p className="text-sm text-stone-500">{text.invoiceTitle}</p>
        </div>
        <dl className="text-sm text-stone-700">
          <div className="flex gap-2">
            <dt className="text-stone-500">{text.orderId}</dt>
            <dd className="font-mono break-all">{order._id}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-stone-500">{text.orderDate}</dt>
            <dd>{order.date}</dd>
          </div>
        </dl>
      </header>
      <section className="mt-4 text-sm">
        <p className="text-stone-500">{text.customer}</p>
        <p className="font-semibold text-ink">
          {order.user.fname} {order.user.lname}
        </p>
        <p className="break-all text-stone-700">{order.user.email}</p>
      </section>
      <section className="mt-4 flex flex-col gap-4 sm:flex-row">
        {photo && (
          <UploadedImage
            src={photo}
            alt={order.bike.name}
            width={600}
            height={400}
            sizes="(min-width: 640px) 192px, 100vw"
            className="aspect-[3/2] w-full rounded-xl object-cover sm:w-48"
          />
        )}
        <div className="text-sm text-stone-700">
          <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{order.bike.brand}</p>
          <p className="text-lg font-bold text-ink">{order.bike.name}</p>
          <p className="mt-1">
            {order.pickUpDate} {order.pickUpTime} {text.dateRangeSeparator} {order.dropDate} {order.dropTime}
          </p>
        </div>
      </section>
      <dl className="mt-4 text-sm text-stone-700">
        <Row label={text.pickUpPointLabel} value={order.pickUpPoint} />
        <Row label={text.dropPointLabel} value={order.dropPoint} />
        <Row label={text.helmetLabel} value={String(order.helmet)} />
        <Row label={order.rentLine} value={formatMoney(order.totalAmount)} />
        <Row label={text.discountLabel} value={`− ${formatMoney(order.discountAmount)}`} />
        <Row label={text.totalLabel} value={formatMoney(order.totalAmount - order.discountAmount)} />
        <Row label={text.cgst} value={formatMoney(order.cgst)} />
        <Row label={text.sgst} value={formatMoney(order.sgst)} />
        <Row label={text.grandTotal} value={formatMoney(order.grandTotal)} strong />
      </dl>
      {order.deposit > 0 && (
        <dl
          aria-label={text.refundableDeposit}
          className="mt-4 border-t border-dashed border-stone-300 pt-2 text-sm text-stone-700"
        >
          <Row label={text.refundableDeposit} value={formatMoney(order.deposit)} />
          <p className="pb-1.5 text-xs text-stone-500">{text.depositUntaxedNote}</p>
          <Row label={text.amountPaidLabel} value={formatMoney(paid)} strong />
        </dl>
      )}
      {order.taxInvoice && (
        <section aria-labelledby="tax-invoice-title" className="mt-6 rounded-xl border border-stone-200 p-4">
          <h3 id="tax-invoice-title" className="mb-2 text-base font-bold text-ink">
            {text.taxInvoiceTitle}
          </h3>
          <TaxDocumentDetails document={order.taxInvoice} />
        </section>
      )}
      {order.status === 'cancelled' && <CreditNote order={order} />}
      {order.settlement && (
        <SettlementSummary
          settlement={order.settlement}
          refund={order.refund}
          className="mt-6 rounded-xl border border-stone-200 bg-stone-50 p-4"
        />
      )}
    </article>
  );
}
