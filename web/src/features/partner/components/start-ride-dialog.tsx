import { useState, type FormEvent } from 'react';
import { MAX_HANDOVER_PHOTOS, MIN_HANDOVER_PHOTOS, startRideForm } from '#shared/api/handover.ts';
import type { PartnerBooking } from '#shared/api/partner.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { startRide } from '../api/start-ride.ts';
import { usePickedImages } from '../use-picked-images.ts';
import { RidePhotosField } from './ride-photos-field.tsx';
import { UploadProgress } from './upload-progress.tsx';

export interface StartRideDialogProps {
  booking: PartnerBooking;
  onStarted: (booking: PartnerBooking) => void;
  onClose: () => void;
}

/**
 * The hand-over (issue #32, D81), built for the partner's phone: the odometer and 4–8 photos taken
 * with the camera, sent with a progress bar. A refusal (too early, licence not approved) or a lost
 * connection is said in the sheet; the photos stay chosen and Start the ride sends them again.
 */
export function StartRideDialog({ booking, onStarted, onClose }: StartRideDialogProps) {
  const photos = usePickedImages(MAX_HANDOVER_PHOTOS, text.tooManyPhotos);
  const [startKm, setStartKm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const parsed = startRideForm.safeParse({ id: booking._id, startKm });
  const kmError = submitted && !parsed.success ? (parsed.error.issues[0]?.message ?? '') : '';
  const countError =
    submitted && photos.items.length < MIN_HANDOVER_PHOTOS
      ? msg.handoverPhotosCount(MIN_HANDOVER_PHOTOS, MAX_HANDOVER_PHOTOS)
      : '';
  const busy = progress !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || photos.items.length < MIN_HANDOVER_PHOTOS) return;
    setError('');
    setProgress(0);
    try {
      const { data } = await startRide(
        parsed.data,
        photos.items.map((item) => item.file),
        setProgress,
      );
      onStarted(data);
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : msg.somethingWrong);
      setProgress(null);
    }
  };

  return (
    <Modal title={text.startRideTitle} onClose={onClose} locked={busy}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 text-sm text-stone-700">
        <p className="rounded-lg bg-stone-50 p-3">
          <span className="font-semibold text-ink">
            {booking.bike.brand} {booking.bike.name}
          </span>{' '}
          · {booking.bike.plateNumber} · {booking.user.fname} {booking.user.lname} · {booking.pickUpDate}{' '}
          {booking.pickUpTime}
        </p>
        <TextField
          label={text.startKmLabel}
          type="number"
          inputMode="numeric"
          min={0}
          value={startKm}
          onChange={(event) => setStartKm(event.target.value)}
          error={kmError || undefined}
          disabled={busy}
        />
        <RidePhotosField
          items={photos.items}
          onAdd={(files) => void photos.add(files)}
          onRemove={photos.remove}
          max={MAX_HANDOVER_PHOTOS}
          hint={text.startRideHint}
          error={countError || null}
          disabled={busy}
        />
        {progress !== null && <UploadProgress percent={progress} saving={text.savingPhotos} />}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {text.completeRideCancel}
          </Button>
          <Button type="submit" variant="dark" busy={busy}>
            {error ? text.photoRetry : text.startRideSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
