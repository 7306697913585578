import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addLocationPointBody, type AddLocationPointBody, type PartnerLocation } from '#shared/api/partner.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { addLocationPoint } from '../api/add-location-point.ts';
import { LocationPointRow } from './location-point-row.tsx';

export interface LocationPointsProps {
  points: readonly PartnerLocation[];
  /** Receives the partner's points as the server answers them after each change. */
  onChanged: (locations: PartnerLocation[]) => void;
}

/**
 * 'Add PickUP & Drop Points' (spec section 2): a name and Add ('please enter point name' when
 * empty), then the list of points, each with Edit and Delete.
 */
export function LocationPoints({ points, onChanged }: LocationPointsProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddLocationPointBody>({ resolver: zodResolver(addLocationPointBody), defaultValues: { pointName: '' } });

  const add = handleSubmit(async (values) => {
    try {
      const answer = await addLocationPoint(values);
      onChanged(answer.data);
      showSuccess(answer.message);
      reset();
    } catch (error) {
      applyServerErrors(error, setError, ['pointName']);
    }
  });

  return (
    <section aria-labelledby="partner-points" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6">
      <span aria-hidden="true" className="block h-1.5 w-12 rounded-full bg-brand" />
      <h2 id="partner-points" className="mt-3 text-lg font-bold text-ink">
        {text.addPointsTitle}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void add(event)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          label={text.pointNameLabel}
          autoComplete="off"
          error={errors.pointName?.message}
          className="flex-1"
          {...register('pointName')}
        />
        <Button type="submit" variant="dark" busy={isSubmitting} className="sm:mt-7">
          {text.add}
        </Button>
      </form>
      {points.length === 0 ? (
        <p className="mt-5 rounded-xl bg-stone-50 p-4 text-sm text-stone-600">{text.pointsEmpty}</p>
      ) : (
        <ul aria-label={text.pointsListLabel} className="mt-5 flex flex-col gap-2">
          {points.map((point) => (
            <LocationPointRow key={point._id} point={point} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}
