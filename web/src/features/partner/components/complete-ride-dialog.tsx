import { useId, useState, type FormEvent } from 'react';
import { MAX_RETURN_PHOTOS, MIN_DAMAGE_RETURN_PHOTOS } from '#shared/api/handover.ts';
import type { PartnerBooking } from '#shared/api/partner.ts';
import { completeRideBody, MAX_DAMAGE_NOTE, type CompleteRideInput } from '#shared/api/settlement.ts';
import { bookedRentPerHour, settleReturn } from '#shared/domain/pricing.ts';
import { clockTime12h, clockTime24h, istClockInstant } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { SettlementSummary } from '#web/components/settlement-summary.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { completeRide, completeRideWithPhotos } from '../api/complete-ride.ts';
import { usePickedImages } from '../use-picked-images.ts';
import { RidePhotosField } from './ride-photos-field.tsx';
import { UploadProgress } from './upload-progress.tsx';

type Field = 'startKm' | 'endKm' | 'returnDate' | 'returnTime' | 'damageAmount' | 'damageNote';
type Values = Record<Field, string>;

/** A number field's text → what the request carries ('' → missing, so the schema names the field). */
const asNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The form's text → the request body (the time input gives 24-hour 'HH:mm'; the call takes 'hh:mm AM/PM'). */
function toBody(id: string, values: Values): Record<keyof CompleteRideInput, unknown> {
  return {
    id,
    startKm: asNumber(values.startKm),
    endKm: asNumber(values.endKm),
    returnDate: values.returnDate,
    returnTime: clockTime12h(values.returnTime) ?? values.returnTime,
    damageAmount: values.damageAmount.trim() === '' ? 0 : Number(values.damageAmount),
    damageNote: values.damageNote,
  };
}

export interface CompleteRideDialogProps {
  booking: PartnerBooking;
  /** the refundable deposit the customer paid with the ride */
  deposit: number;
  onCompleted: (booking: PartnerBooking) => void;
  onClose: () => void;
}

/**
 * The partner completes a ride (issue #17): start and end km, the return date and time (India time,
 * any minute; the drop time to begin with), a damage charge and its note. The same schema as the call
 * checks each field; while the form is valid a preview of the settlement (settleReturn, as the server
 * computes it, at the booking's own tax rates) shows what will be charged and what goes back. Submit →
 * the answered booking, with its settlement, replaces the row; a refusal is shown by its field.
 * The return's photos (issue #32): taken with the camera, 2–8 needed with a damage charge on a ride
 * handed over with photos; sent with a progress bar, kept when the upload fails so Retry resends them.
 * The start km is the hand-over's to begin with.
 */
export function CompleteRideDialog({ booking, deposit, onCompleted, onClose }: CompleteRideDialogProps) {
  const noteId = useId();
  const photos = usePickedImages(MAX_RETURN_PHOTOS, text.tooManyPhotos);
  const [progress, setProgress] = useState<number | null>(null);
  const [values, setValues] = useState<Values>({
    startKm: booking.handover ? String(booking.handover.startKm) : '',
    endKm: '',
    returnDate: booking.dropDate,
    returnTime: clockTime24h(booking.dropTime) ?? '',
    damageAmount: '',
    damageNote: '',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  const parsed = completeRideBody.safeParse(toBody(booking._id, values));
  const clientErrors: Partial<Record<Field, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      clientErrors[field] ??= issue.message;
    }
  const pickupAt = istClockInstant(booking.pickUpDate, booking.pickUpTime);
  const dropAt = istClockInstant(booking.dropDate, booking.dropTime);
  const returnedAt = parsed.success ? istClockInstant(parsed.data.returnDate, parsed.data.returnTime) : undefined;
  if (parsed.success && returnedAt && pickupAt && returnedAt < pickupAt)
    clientErrors.returnDate = msg.returnBeforePickup;
  const photosNeeded =
    parsed.success &&
    parsed.data.damageAmount > 0 &&
    (booking.handover?.photos.length ?? 0) > 0 &&
    photos.items.length < MIN_DAMAGE_RETURN_PHOTOS;
  const photosError =
    submitted && photosNeeded ? msg.returnPhotosForDamage(MIN_DAMAGE_RETURN_PHOTOS, MAX_RETURN_PHOTOS) : null;
  const errorOf = (field: Field) =>
    serverErrors[field] ?? (touched[field] || submitted ? clientErrors[field] : undefined);

  const preview =
    parsed.success && returnedAt && dropAt && !clientErrors.returnDate
      ? settleReturn({
          hours: booking.hours,
          rentPerHour: bookedRentPerHour(booking),
          dropAt,
          returnedAt,
          startKm: parsed.data.startKm ?? booking.handover?.startKm ?? 0,
          endKm: parsed.data.endKm,
          damage: parsed.data.damageAmount,
          deposit,
          // the booking's own rates, as the server settles: today's may differ
          rates: booking.taxRates,
        })
      : null;

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const input = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    error: errorOf(field),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || Object.keys(clientErrors).length > 0 || photosNeeded) return;
    setBusy(true);
    setFormError('');
    try {
      const files = photos.items.map((item) => item.file);
      if (files.length > 0) setProgress(0);
      const { data } =
        files.length > 0
          ? await completeRideWithPhotos(parsed.data, files, setProgress)
          : await completeRide(parsed.data);
      onCompleted(data);
    } catch (cause) {
      const errors = cause instanceof ApiError ? cause.errors : {};
      if (Object.keys(errors).some((field) => field !== 'photos')) setServerErrors(errors);
      else setFormError(cause instanceof ApiError ? cause.message : msg.somethingWrong);
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Modal title={text.completeRideTitle} onClose={onClose} locked={busy}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 text-sm text-stone-700">
        <p className="rounded-lg bg-stone-50 p-3">
          <span className="font-semibold text-ink">
            {booking.bike.brand} {booking.bike.name}
          </span>{' '}
          · {booking.user.fname} {booking.user.lname} · {booking.dropDate} {booking.dropTime}
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField label={text.startKmLabel} type="number" inputMode="numeric" min={0} {...input('startKm')} />
          <TextField label={text.endKmLabel} type="number" inputMode="numeric" min={0} {...input('endKm')} />
          <TextField label={text.returnDateLabel} type="date" {...input('returnDate')} />
          <TextField label={text.returnTimeLabel} type="time" {...input('returnTime')} />
          <TextField
            label={text.damageAmountLabel}
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="0"
            {...input('damageAmount')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={noteId} className="font-medium text-ink">
            {text.damageNoteLabel}
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={MAX_DAMAGE_NOTE}
            value={values.damageNote}
            aria-invalid={errorOf('damageNote') ? true : undefined}
            aria-describedby={errorOf('damageNote') ? `${noteId}-error` : undefined}
            onChange={(event) => set('damageNote')(event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, damageNote: true }))}
            className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${errorOf('damageNote') ? 'border-danger' : 'border-stone-300'}`}
          />
          {errorOf('damageNote') && (
            <p id={`${noteId}-error`} className="text-danger">
              {errorOf('damageNote')}
            </p>
          )}
        </div>
        <RidePhotosField
          items={photos.items}
          onAdd={(files) => void photos.add(files)}
          onRemove={photos.remove}
          max={MAX_RETURN_PHOTOS}
          hint={text.returnPhotosHint}
          error={photosError}
          disabled={busy}
        />
        {progress !== null && <UploadProgress percent={progress} saving={text.savingPhotos} />}
        {preview && returnedAt && parsed.success && (
          <div className="rounded-lg border border-stone-200 p-3" aria-live="polite">
            <h3 className="mb-2 text-xs font-bold tracking-wide text-stone-500 uppercase">{text.settlementPreview}</h3>
            <SettlementSummary
              title={false}
              settlement={{
                ...preview,
                startKm: parsed.data.startKm ?? booking.handover?.startKm ?? 0,
                endKm: parsed.data.endKm,
                returnedAt: returnedAt.toISOString(),
                damageNote: parsed.data.damageNote,
                duePaid: false,
                settledAt: returnedAt.toISOString(),
                disputedAt: null,
              }}
            />
          </div>
        )}
        {formError && (
          <p role="alert" className="text-danger">
            {formError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {text.completeRideCancel}
          </Button>
          <Button type="submit" variant="dark" busy={busy}>
            {formError ? text.photoRetry : text.completeRideSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
