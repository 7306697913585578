import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addBikeForm,
  defaultTransmission,
  MAX_BIKE_IMAGES,
  type AddBikeForm,
  type AddBikeInput,
  type PartnerBike,
} from '#shared/api/bikes.ts';
import type { AddBikeResponse, EditBikeResponse } from '#shared/api/partner.ts';
import { BIKE_CATEGORIES } from '#shared/domain/categories.ts';
import { TRANSMISSIONS, type Transmission } from '#shared/domain/licence-rules.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { addBike } from '../api/add-bike.ts';
import { editBike } from '../api/edit-bike.ts';
import { usePickedImages } from '../use-picked-images.ts';
import { BikePhotosField } from './bike-photos-field.tsx';
import { SelectField } from './select-field.tsx';
import { UploadProgress } from './upload-progress.tsx';

const FIELDS = [
  'name',
  'brand',
  'category',
  'makeYear',
  'rentPerHour',
  'engineCC',
  'plateNumber',
  'deposit',
  'transmission',
] as const;

// The category starts on the placeholder option (no value), so it is left out here.
const emptyForm: Partial<AddBikeInput> = {
  name: '',
  brand: '',
  makeYear: '',
  rentPerHour: '',
  engineCC: '',
  plateNumber: '',
  deposit: '0',
  transmission: 'geared',
};

const isCategory = (category: string): category is (typeof BIKE_CATEGORIES)[number] =>
  (BIKE_CATEGORIES as readonly string[]).includes(category);

/**
 * The form's values for a bike being edited (the numbers as the inputs hold them). A category no
 * longer offered is left out: the select shows its placeholder and the partner picks one.
 */
const formOf = (bike: PartnerBike): Partial<AddBikeInput> => ({
  name: bike.name,
  brand: bike.brand,
  ...(isCategory(bike.category) ? { category: bike.category } : {}),
  makeYear: String(bike.makeYear),
  rentPerHour: String(bike.rentPerHour),
  engineCC: String(bike.engineCC),
  plateNumber: bike.plateNumber,
  deposit: String(bike.deposit),
  transmission: bike.transmission,
});

export interface AddBikeFormProps {
  /** Editing (issue 17): the bike whose values fill the form; saving calls editBike. */
  bike?: PartnerBike;
  onSaved: (answer: AddBikeResponse | EditBikeResponse) => void;
}

/**
 * The ADD BIKE form (spec sections 2 and 5): name, brand, images, category, makeYear, rentPerHour,
 * engineCC, plateNumber, the refundable security deposit (issue #17; 0 for none), SAVE. Validated with the server's schema on the first click (the product decisions),
 * every message under its field; the photos are previewed before upload and a progress bar follows
 * the upload. `onSaved` receives the server's answer. With `bike` it is the EDIT BIKE form: filled
 * with the bike, its photos shown; photos are optional and, when chosen, replace them all.
 */
export function AddBikeForm({ bike, onSaved }: AddBikeFormProps) {
  const photos = usePickedImages(MAX_BIKE_IMAGES);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<AddBikeInput, unknown, AddBikeForm>({
    resolver: zodResolver(addBikeForm),
    defaultValues: bike ? formOf(bike) : emptyForm,
  });

  // The photos are checked with the fields, so one click shows every problem at once.
  const checkPhotos = () => {
    // an edited bike keeps its photos when none is chosen
    const problem = photos.items.length === 0 && !bike ? msg.bikeImageRequired : null;
    setPhotosError(problem);
    return problem === null;
  };

  const save = async (values: AddBikeForm) => {
    if (!checkPhotos()) return;
    setProgress(0);
    try {
      const files = photos.items.map((item) => item.file);
      onSaved(bike ? await editBike(bike._id, values, files, setProgress) : await addBike(values, files, setProgress));
    } catch (error) {
      // The API client has toasted the reason; field errors (a plate already listed) go under the fields.
      applyServerErrors(error, setError, FIELDS);
    } finally {
      setProgress(null);
    }
  };

  const submit = handleSubmit(save, checkPhotos);
  const addPhotos = (files: File[]) => {
    if (photos.add(files) > 0) setPhotosError(null);
  };

  const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8"
    >
      <fieldset disabled={isSubmitting} className="grid gap-5 sm:grid-cols-2">
        <TextField label={text.bikeName} error={errors.name?.message} {...register('name')} />
        <TextField label={text.bikeBrand} error={errors.brand?.message} {...register('brand')} />
        <div className="sm:col-span-2">
          <BikePhotosField
            items={photos.items}
            onAdd={addPhotos}
            onRemove={photos.remove}
            error={photosError}
            disabled={isSubmitting}
            current={bike?.image}
          />
        </div>
        <SelectField
          label={text.bikeCategory}
          placeholder={text.selectCategory}
          options={BIKE_CATEGORIES}
          error={errors.category?.message}
          // NOTE: react-hook-form's defaultValues do not reach a select here; the select starts on it itself
          defaultValue={bike && isCategory(bike.category) ? bike.category : ''}
          {...register('category', {
            // a new bike's transmission follows its category (scooters and electrics gearless) until the
            // partner picks one
            onChange: (event: { target: { value: string } }) => {
              if (!bike && !getFieldState('transmission').isDirty) {
                setValue('transmission', defaultTransmission(event.target.value));
              }
            },
          })}
        />
        <SelectField
          label={text.transmissionLabel}
          options={TRANSMISSIONS}
          optionLabel={(option) => text.transmission[option as Transmission]}
          error={errors.transmission?.message}
          defaultValue={bike?.transmission ?? 'geared'}
          {...register('transmission')}
        />
        <TextField label={text.bikeMakeYear} {...numeric} error={errors.makeYear?.message} {...register('makeYear')} />
        <TextField
          label={text.bikeRentPerHour}
          {...numeric}
          error={errors.rentPerHour?.message}
          {...register('rentPerHour')}
        />
        <TextField label={text.bikeEngineCc} {...numeric} error={errors.engineCC?.message} {...register('engineCC')} />
        <TextField
          label={text.bikePlateNumber}
          autoComplete="off"
          autoCapitalize="characters"
          error={errors.plateNumber?.message}
          {...register('plateNumber')}
        />
        <TextField
          label={text.bikeDepositLabel}
          placeholder={text.bikeDepositHint}
          {...numeric}
          error={errors.deposit?.message}
          {...register('deposit')}
        />
      </fieldset>
      {progress !== null && <UploadProgress percent={progress} />}
      <Button type="submit" variant="dark" size="lg" busy={isSubmitting} className="w-full sm:w-auto sm:self-end">
        {text.save}
      </Button>
    </form>
  );
}
