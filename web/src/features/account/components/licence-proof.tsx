import { useState } from 'react';
import type { UserProfileResponse } from '#shared/api/account.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { showError } from '#web/lib/toast.ts';
import { uploadProof } from '../api/upload-proof.ts';
import { usePickedImage, type PickedImage } from '../use-picked-image.ts';
import { ImagePickerButton } from './image-picker-button.tsx';

function LicenceSlot({
  label,
  storedUrl,
  picked,
  busy,
}: {
  label: string;
  storedUrl: string | null;
  picked: PickedImage;
  busy: boolean;
}) {
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
            <svg
              aria-hidden="true"
              viewBox="0 0 48 32"
              className="h-10 w-14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="2" y="2" width="44" height="28" rx="4" />
              <circle cx="14" cy="14" r="5" />
              <path d="M7 26c1.5-4 4-5.5 7-5.5s5.5 1.5 7 5.5M27 11h13M27 17h13M27 23h8" strokeLinecap="round" />
            </svg>
            <span className="text-sm">{text.licenceMissing}</span>
          </div>
        )}
        {picked.file && (
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

export interface LicenceProofProps {
  /** The stored images' signed URLs (null when not uploaded). */
  front: string | null;
  back: string | null;
  /** Called with the server's answer after an upload (it carries the new signed URLs). */
  onUploaded: (answer: UserProfileResponse) => void;
}

/**
 * ID PROOF (spec section 2): the driving licence's front and back as stored, a picker with a preview
 * for each side, Upload ('select both files' unless both are picked) and the guidelines.
 */
export function LicenceProof({ front, back, onUploaded }: LicenceProofProps) {
  const frontFile = usePickedImage();
  const backFile = usePickedImage();
  const [uploading, setUploading] = useState(false);

  const upload = async () => {
    if (!frontFile.file || !backFile.file) {
      showError(msg.selectBothFiles);
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadProof(frontFile.file, backFile.file));
      frontFile.clear();
      backFile.clear();
    } catch {
      // The API client has shown the server's reason; the chosen files stay for another try.
    } finally {
      setUploading(false);
    }
  };

  return (
    <section aria-labelledby="id-proof-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6">
      <div className="flex flex-col gap-1">
        <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-brand" />
        <h2 id="id-proof-title" className="mt-2 text-lg font-bold tracking-wide text-ink">
          {text.idProof}
        </h2>
        <p className="text-sm text-stone-600">{text.idProofIntro}</p>
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <LicenceSlot label={text.licenceFront} storedUrl={front} picked={frontFile} busy={uploading} />
        <LicenceSlot label={text.licenceBack} storedUrl={back} picked={backFile} busy={uploading} />
      </div>
      <Button variant="dark" busy={uploading} onClick={() => void upload()} className="mt-5 w-full sm:w-auto">
        {text.uploadProof}
      </Button>
      <div className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <h3 className="text-sm font-bold text-ink">{text.guidelinesTitle}</h3>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-stone-700">
          {text.licenceGuidelines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
