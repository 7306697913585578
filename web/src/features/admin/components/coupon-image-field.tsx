import { useId } from 'react';
import { text } from '#shared/messages.ts';
import { ImagePickerButton } from '#web/features/account/components/image-picker-button.tsx';

export interface CouponImageFieldProps {
  previewUrl: string | null;
  fileName: string | null;
  /** 'select image', shown under the picker. */
  error: string | null;
  disabled: boolean;
  onPick: (file: File | undefined) => void;
}

/** The Add Coupon image: a preview of the chosen file with its name, and the picker. */
export function CouponImageField({ previewUrl, fileName, error, disabled, onPick }: CouponImageFieldProps) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{text.couponImageLabel}</legend>
      <div className="flex items-center gap-4">
        <div
          className={`flex aspect-[4/3] w-28 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-stone-100 ring-1 ${
            error ? 'ring-danger' : 'ring-black/5'
          }`}
        >
          {previewUrl ? (
            <img src={previewUrl} alt={text.couponImagePreview} className="size-full object-cover" />
          ) : (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-8 text-stone-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-9 9" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          )}
        </div>
        <div className="flex min-w-0 flex-col items-start gap-2">
          <ImagePickerButton inputLabel={text.couponImageLabel} onPick={onPick} disabled={disabled}>
            {previewUrl ? text.changeImage : text.chooseImage}
          </ImagePickerButton>
          {fileName && <p className="max-w-full truncate text-sm text-stone-600">{fileName}</p>}
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
