import { useId, useState } from 'react';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { showError } from '#web/lib/toast.ts';
import { usePickedImage, type PickedImage } from '../use-picked-image.ts';
import { ImagePickerButton } from './image-picker-button.tsx';
import { IdCardIcon } from '#web/components/id-card-icon.tsx';

interface SlotProps {
  label: string;
  storedUrl: string | null;
  picked: PickedImage;
  busy: boolean;
  missing: string;
  showFileName: boolean;
}

function ProofSlot({ label, storedUrl, picked, busy, missing, showFileName }: SlotProps) {
  const shown = picked.previewUrl ?? storedUrl;
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm font-semibold text-ink">{label}</figcaption>
      <div className="relative aspect-[8/5] overflow-hidden rounded-xl bg-stone-100 ring-1 ring-black/5">
        {shown ? (
          <img
            src={shown}
            alt={picked.previewUrl ? text.newImagePreview(label) : label}
            className="size-full object-contain"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-stone-500">
            <IdCardIcon className="h-10 w-14" />
            <span className="text-sm">{missing}</span>
          </div>
        )}
        {showFileName && picked.file && (
          <span className="absolute top-2 left-2 rounded-full bg-brand px-2.5 py-0.5 text-xs font-bold text-ink">
            {picked.file.name.length > 24 ? `${picked.file.name.slice(0, 21)}…` : picked.file.name}
          </span>
        )}
      </div>
      <ImagePickerButton inputLabel={label} onPick={picked.pick} disabled={busy}>
        {shown ? text.changeImage : text.chooseImage}
      </ImagePickerButton>
    </figure>
  );
}

export interface IdProofProps<Answer> {
  /** The two documents (licence front and back; Aadhaar and PAN): label and stored signed URL (null when none). */
  sides: readonly [{ label: string; url: string | null }, { label: string; url: string | null }];
  intro: string;
  /** What an empty slot says. */
  missing: string;
  /** Shown under Upload when given (the customer's licence guidelines). */
  guidelines?: readonly string[];
  /** Whether a picked file's name is shown on its preview (the customer's licence). */
  showFileName?: boolean;
  /** Sends both files; the answer carries the new signed URLs. */
  upload: (first: File, second: File) => Promise<Answer>;
  onUploaded: (answer: Answer) => void;
}

/**
 * ID PROOF (spec section 2), of a customer (driving licence) or a partner (Aadhaar and PAN): both
 * images as stored (or placeholders), a picker with a preview for each, and Upload ('select both
 * files' unless both are picked).
 */
export function IdProof<Answer>({
  sides,
  intro,
  missing,
  guidelines,
  showFileName = false,
  ...props
}: IdProofProps<Answer>) {
  const headingId = useId();
  const first = usePickedImage();
  const second = usePickedImage();
  const [uploading, setUploading] = useState(false);

  const upload = async () => {
    if (!first.file || !second.file) {
      showError(msg.selectBothFiles);
      return;
    }
    setUploading(true);
    try {
      props.onUploaded(await props.upload(first.file, second.file));
      first.clear();
      second.clear();
    } catch {
      // The API client has shown the server's reason; the chosen files stay for another try.
    } finally {
      setUploading(false);
    }
  };

  const slot = { busy: uploading, missing, showFileName };
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6">
      <span aria-hidden="true" className="block h-1.5 w-12 rounded-full bg-brand" />
      <h2 id={headingId} className="mt-3 text-lg font-bold tracking-wide text-ink">
        {text.idProof}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{intro}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <ProofSlot label={sides[0].label} storedUrl={sides[0].url} picked={first} {...slot} />
        <ProofSlot label={sides[1].label} storedUrl={sides[1].url} picked={second} {...slot} />
      </div>
      <Button variant="dark" busy={uploading} onClick={() => void upload()} className="mt-5 w-full sm:w-auto">
        {text.uploadProof}
      </Button>
      {guidelines && (
        <div className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h3 className="text-sm font-bold text-ink">{text.guidelinesTitle}</h3>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-stone-700">
            {guidelines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
