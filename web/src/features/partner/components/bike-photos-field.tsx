import { useId } from 'react';
import { MAX_BIKE_IMAGES } from '#shared/api/bikes.ts';
import { text } from '#shared/messages.ts';
import { UploadedImage } from '#web/components/uploaded-image.tsx';
import { IMAGE_ACCEPT } from '#web/features/account/image-file.ts';
import type { PickedImageItem } from '../use-picked-images.ts';
import { PlusIcon } from './partner-icons.tsx';

export interface BikePhotosFieldProps {
  items: readonly PickedImageItem[];
  /** The files just chosen (checked and kept by the caller). */
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  /** 'select at least one image', shown under the field. */
  error?: string | null;
  disabled?: boolean;
  /**
   * Editing a bike: the URLs of its photos now. Shown while no new photo is chosen; once one is, a
   * notice says the chosen photos replace them.
   */
  current?: readonly string[];
}

const tile = 'relative aspect-[4/3] overflow-hidden rounded-xl bg-stone-100 ring-1 ring-black/5';

/** The bike's photos now (editing), with the hint that choosing photos replaces them all. */
function CurrentPhotos({ urls, hintId }: { urls: readonly string[]; hintId: string }) {
  return (
    <div className="flex flex-col gap-2">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {urls.map((url, index) => (
          <li key={url} className={tile}>
            <UploadedImage
              src={url}
              alt={text.currentPhotoAlt(index + 1)}
              width={240}
              height={180}
              sizes="(min-width: 640px) 180px, 45vw"
              className="size-full object-cover"
            />
          </li>
        ))}
      </ul>
      <p id={hintId} className="text-sm text-stone-600">
        {text.currentPhotosHint}
      </p>
    </div>
  );
}

/**
 * The ADD BIKE form's images (spec section 2): a picker for several gif/jpeg/png files and a preview
 * of each chosen photo, in fixed-ratio boxes with a remove button, before anything is uploaded.
 */
export function BikePhotosField({ items, onAdd, onRemove, error, disabled = false, current }: BikePhotosFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const currentId = `${inputId}-current`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : '', hintId, current ? currentId : ''].filter(Boolean).join(' ');
  const full = items.length >= MAX_BIKE_IMAGES;
  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{text.bikeImages}</legend>
      {current && items.length === 0 && <CurrentPhotos urls={current} hintId={currentId} />}
      {current && items.length > 0 && (
        <p id={currentId} role="status" className="text-sm font-medium text-ink">
          {text.replacePhotosNotice}
        </p>
      )}
      {items.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map((item, index) => (
            <li key={item.id} className={tile}>
              <img src={item.url} alt={text.newPhotoAlt(index + 1)} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => onRemove(item.id)}
                aria-label={text.removeImage(item.file.name)}
                className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-ink/80 text-white hover:bg-ink"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <label
          className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed px-4 text-sm font-semibold text-ink hover:bg-stone-50 has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-strong has-disabled:cursor-not-allowed has-disabled:opacity-60 ${
            error ? 'border-danger' : 'border-stone-400'
          }`}
        >
          <input
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            disabled={full}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="sr-only"
            onChange={(event) => {
              onAdd(Array.from(event.target.files ?? []));
              // Emptied, so choosing the same file again (after removing it) is reported again.
              event.target.value = '';
            }}
          />
          <PlusIcon className="size-5" />
          {items.length > 0 ? text.addMoreImages : text.chooseImages}
        </label>
        <p id={hintId} className="text-sm text-stone-600">
          {text.bikeImagesHint(MAX_BIKE_IMAGES)}
        </p>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
