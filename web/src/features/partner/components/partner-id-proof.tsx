import { useState } from 'react';
import type { PartnerProfileResponse } from '#shared/api/partner.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { ImagePickerButton } from '#web/features/account/components/image-picker-button.tsx';
import { usePickedImage, type PickedImage } from '#web/features/account/use-picked-image.ts';
import { showError } from '#web/lib/toast.ts';
import { uploadPartnerProof } from '../api/upload-partner-proof.ts';

function ProofSlot({
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
            <span className="text-sm">{text.proofMissing}</span>
          </div>
        )}
      </div>
      <ImagePickerButton inputLabel={label} onPick={picked.pick} disabled={busy}>
        {shown ? text.changeImage : text.chooseImage}
      </ImagePickerButton>
    </figure>
  );
}

export interface PartnerIdProofProps {
  /** The stored images' signed URLs (null when not uploaded). */
  aadhaar: string | null;
  pan: string | null;
  onUploaded: (answer: PartnerProfileResponse) => void;
}

/**
 * ID PROOF (spec section 2): the Aadhaar card and Pan Card images as stored (or placeholders), a
 * picker with a preview for each, and Upload — 'select both files' unless both are chosen.
 */
export function PartnerIdProof({ aadhaar, pan, onUploaded }: PartnerIdProofProps) {
  const aadhaarFile = usePickedImage();
  const panFile = usePickedImage();
  const [uploading, setUploading] = useState(false);

  const upload = async () => {
    if (!aadhaarFile.file || !panFile.file) {
      showError(msg.selectBothFiles);
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadPartnerProof(aadhaarFile.file, panFile.file));
      aadhaarFile.clear();
      panFile.clear();
    } catch {
      // The API client has shown the server's reason; the chosen files stay for another try.
    } finally {
      setUploading(false);
    }
  };

  return (
    <section
      aria-labelledby="partner-id-proof"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <span aria-hidden="true" className="block h-1.5 w-12 rounded-full bg-brand" />
      <h2 id="partner-id-proof" className="mt-3 text-lg font-bold tracking-wide text-ink">
        {text.idProof}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{text.partnerIdProofIntro}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <ProofSlot label={text.aadhaarCard} storedUrl={aadhaar} picked={aadhaarFile} busy={uploading} />
        <ProofSlot label={text.panCard} storedUrl={pan} picked={panFile} busy={uploading} />
      </div>
      <Button variant="dark" busy={uploading} onClick={() => void upload()} className="mt-5 w-full sm:w-auto">
        {text.uploadProof}
      </Button>
    </section>
  );
}
