import type { TaxDocument, TaxParty } from '#shared/api/invoices.ts';
import { text } from '#shared/messages.ts';
import { formatMoney } from '#web/lib/format.ts';

function Party({ title, party }: { title: string; party: TaxParty }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{title}</p>
      <p className="font-semibold break-words text-ink">{party.name}</p>
      {party.address && <p className="break-words">{party.address}</p>}
      <p>
        {text.gstinLabel}: <span className="font-mono break-all">{party.gstin ?? text.unregistered}</span>
      </p>
    </div>
  );
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-stone-300 pt-2 font-bold text-ink' : ''}`}
    >
      <dt className="min-w-0 break-words">{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A tax document's own particulars (issue #34): its number and date, the supplier and the recipient with
 * their GSTINs, the place of supply, the SAC, the taxable value, each tax charged, the total and the total
 * in words. The invoice screen shows it above the spec's lines; the PDF prints the same figures.
 */
export function TaxDocumentDetails({ document }: { document: TaxDocument }) {
  const taxes =
    document.igst > 0 || document.igstPercent > 0
      ? [{ label: text.igstAt(document.igstPercent), amount: document.igst }]
      : [
          { label: text.cgstAt(document.cgstPercent), amount: document.cgst },
          { label: text.sgstAt(document.sgstPercent), amount: document.sgst },
        ];
  return (
    <div className="text-sm text-stone-700">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-stone-500">{text.documentNumberLabel[document.kind]}</dt>
          <dd className="font-mono font-semibold break-all text-ink">{document.number}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-stone-500">{text.documentDateLabel}</dt>
          <dd>{document.date}</dd>
        </div>
        {document.refersTo && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-stone-500">{text.againstInvoiceLabel}</dt>
            <dd className="font-mono break-all">{document.refersTo.number}</dd>
          </div>
        )}
      </dl>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Party title={text.supplierLabel} party={document.supplier} />
        <Party title={text.recipientLabel} party={document.recipient} />
      </div>
      <dl className="mt-3">
        <Line
          label={text.placeOfSupplyLabel}
          value={`${document.placeOfSupply.name}${document.placeOfSupply.code ? ` (${document.placeOfSupply.code})` : ''}`}
        />
        <Line label={text.sacLabel} value={document.sac} />
        <p className="py-1 text-stone-500">{document.description}</p>
        <Line label={text.taxableValueLabel} value={formatMoney(document.taxableValue)} />
        {taxes.map((tax) => (
          <Line key={tax.label} label={tax.label} value={formatMoney(tax.amount)} />
        ))}
        <Line
          label={document.kind === 'creditNote' ? text.creditTotalLabel : text.documentTotalLabel}
          value={formatMoney(document.total)}
          strong
        />
        <div className="py-1">
          <dt className="text-stone-500">{text.totalInWordsLabel}</dt>
          <dd className="font-semibold text-ink">{document.totalInWords}</dd>
        </div>
        {document.notes.map((note) => (
          <Line key={note.label} label={note.label} value={formatMoney(note.amount)} />
        ))}
      </dl>
    </div>
  );
}
