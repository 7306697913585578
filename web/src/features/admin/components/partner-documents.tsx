import { text } from '#shared/messages.ts';
import { IdCardIcon } from '#web/components/id-card-icon.tsx';

/** A document image, opening full size in a new tab; or a drawn placeholder card when there is none. */
function DocumentImage({ label, url }: { label: string; url: string | null }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-ink">{label}</figcaption>
      <div className="relative aspect-[8/5] overflow-hidden rounded-xl bg-stone-100 ring-1 ring-black/5">
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            aria-label={text.documentOpen(label)}
            className="block size-full"
          >
            <img src={url} alt={label} className="size-full object-contain" />
          </a>
        ) : (
          <div
            role="img"
            aria-label={text.documentMissing(label)}
            className="flex size-full flex-col items-center justify-center gap-2 text-stone-400"
          >
            <IdCardIcon className="h-12 w-18" />
            <span className="text-sm text-stone-500 italic">{text.notFoundValue}</span>
          </div>
        )}
      </div>
    </figure>
  );
}

/**
 * ID PROOF on the partner single page: the Aadhaar card and PAN card images (short-lived signed URLs,
 * decision D24), or a placeholder image when the partner has not uploaded one.
 */
export function PartnerDocuments({ aadhaar, pan }: { aadhaar: string | null; pan: string | null }) {
  return (
    <section
      aria-labelledby="partner-documents"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <span aria-hidden="true" className="block h-1.5 w-12 rounded-full bg-brand" />
      <h2 id="partner-documents" className="mt-3 text-lg font-bold tracking-wide text-ink">
        {text.idProof}
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <DocumentImage label={text.aadhaarCard} url={aadhaar} />
        <DocumentImage label={text.panCard} url={pan} />
      </div>
    </section>
  );
}
