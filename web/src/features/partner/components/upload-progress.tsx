import { text } from '#shared/messages.ts';

/**
 * The progress bar of a photo upload: how much of the request has been sent. At 100 % the server is
 * still storing the photos, which the text then says (`saving`: the bike by default).
 */
export function UploadProgress({ percent, saving = text.savingBike }: { percent: number; saving?: string }) {
  const label = percent < 100 ? text.uploadingPhotos(percent) : saving;
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-live="polite" className="text-sm text-stone-700 tabular-nums">
        {label}
      </p>
    </div>
  );
}
