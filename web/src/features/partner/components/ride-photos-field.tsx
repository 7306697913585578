import { useId } from 'react';
import { text } from '#shared/messages.ts';
import type { PickedImageItem } from '../use-picked-images.ts';
import { PlusIcon } from './partner-icons.tsx';

export interface RidePhotosFieldProps {
  items: readonly PickedImageItem[];
  onAdd: (files: File[]) => void;
  onRemove: (id: number) => void;
  max: number;
  hint: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * The photos of a hand-over or a return (issue #32), phone first: the picker opens the back camera
 * (`capture="environment"`) and takes several at once; each chosen photo is previewed with a remove
 * button. The files stay in the caller's state until the ride is saved, so an upload that failed on a
 * flaky connection is retried without taking them again.
 */
export function RidePhotosField({ items, onAdd, onRemove, max, hint, error, disabled = false }: RidePhotosFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {text.photosLabel} <span className="font-normal text-stone-600">({text.photosChosen(items.length)})</span>
      </legend>
      {items.length > 0 && (
        <ul className="grid grid-cols-4 gap-2">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="relative aspect-square overflow-hidden rounded-lg bg-stone-100 ring-1 ring-black/5"
            >
              <img src={item.url} alt={text.newPhotoAlt(index + 1)} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => onRemove(item.id)}
                aria-label={text.removeImage(item.file.name)}
                className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-ink/80 text-white hover:bg-ink"
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
      <label
        className={`inline-flex min-h-12 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed px-4 text-base font-semibold text-ink hover:bg-stone-50 has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-strong has-disabled:cursor-not-allowed has-disabled:opacity-60 ${
          error ? 'border-danger' : 'border-stone-400'
        }`}
      >
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          disabled={items.length >= max}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
          className="sr-only"
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            // emptied, so the same photo chosen again (after removing it) is reported again
            event.target.value = '';
          }}
        />
        <PlusIcon className="size-5" />
        {text.addPhotos}
      </label>
      <p id={hintId} className="text-sm text-stone-600">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
