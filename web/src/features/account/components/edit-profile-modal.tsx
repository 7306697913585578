import { forwardRef, useId, useRef, type SelectHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import type { ProfileField, ProfileFieldRows } from '../profile-fields.ts';
import { usePickedImage } from '../use-picked-image.ts';
import { Avatar } from './avatar.tsx';
import { ImagePickerButton } from './image-picker-button.tsx';
import { displayMobile } from '#shared/format/mobile.ts';

/** The inputs' values, by field name (text inputs and selects: all strings). */
type Values = Record<string, string>;

export interface EditProfileModalProps<Name extends string, Form, Answer> {
  /** The account as shown: its name and photo, and the current value of every field (null when unset). */
  profile: Record<Name, string | null> & { fname: string; lname: string; image: string | null };
  /** The inputs, row by row (userProfileFields, partnerProfileFields). */
  fields: ProfileFieldRows<Name>;
  /** The server's schema for those fields (a number field pipes the select's string into it). */
  schema: z.ZodType<Form, Values>;
  /** Sends the fields and the photo, if one was picked (multipart). */
  save: (values: Form, photo: File | null) => Promise<Answer>;
  onClose: () => void;
  /** Called with the server's answer once the profile is saved (the modal then closes). */
  onSaved: (answer: Answer) => void;
}

/** A labelled select of the form, dressed like TextField; its hint (or its error) underneath. */
const SelectInput = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    options: readonly { value: string; label: string }[];
    hint: string | undefined;
    error: string | undefined;
  }
>(function SelectInput({ label, options, hint, error, ...rest }, ref) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-ink ${error ? 'border-danger' : 'border-stone-300'}`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {note && (
        <p id={noteId} className={`text-sm ${error ? 'text-danger' : 'text-stone-500'}`}>
          {note}
        </p>
      )}
    </div>
  );
});

/**
 * The Edit Profile dialog of a customer or a partner (spec sections 2 and 5): photo with a preview,
 * then the area's fields, validated with the server's schema; sends only those (multipart).
 */
export function EditProfileModal<Name extends string, Form, Answer>({
  profile,
  fields,
  schema,
  save,
  onClose,
  onSaved,
}: EditProfileModalProps<Name, Form, Answer>) {
  const names = fields.flat().map((field) => field.name);
  const photo = usePickedImage();
  const firstField = useRef<HTMLInputElement | null>(null);
  const defaultValues = Object.fromEntries(
    names.map((name) => [
      name,
      name === 'mobile' ? (displayMobile(profile[name] ?? null) ?? '') : (profile[name] ?? ''),
    ]),
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Form>({
    resolver: zodResolver(schema),
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await save(values, photo.file));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, names);
    }
  });

  const input = ({ name, options, hint, ...dress }: ProfileField<Name>) => {
    const registered = register(name);
    if (options) {
      return (
        <SelectInput
          key={name}
          label={dress.label}
          options={options}
          hint={hint}
          error={errors[name]?.message}
          // the option shown first (react-hook-form does not select it in a select it registers)
          defaultValue={defaultValues[name]}
          {...registered}
        />
      );
    }
    return (
      <TextField
        key={name}
        {...dress}
        error={errors[name]?.message}
        {...registered}
        ref={(element) => {
          registered.ref(element);
          if (name === names[0]) firstField.current = element;
        }}
      />
    );
  };

  const name = `${profile.fname} ${profile.lname}`;
  return (
    <Modal title={text.editProfile} onClose={onClose} initialFocusRef={firstField} locked={isSubmitting}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset className="flex flex-col items-center gap-3">
          <legend className="sr-only">{text.profilePhoto}</legend>
          <Avatar src={photo.previewUrl ?? profile.image} name={name} size="md" />
          <ImagePickerButton inputLabel={text.profilePhoto} onPick={photo.pick} disabled={isSubmitting}>
            {photo.file || profile.image ? text.changePhoto : text.choosePhoto}
          </ImagePickerButton>
        </fieldset>
        {fields.flatMap((row) =>
          row.length === 1
            ? row.map(input)
            : [
                <div key={row.map((field) => field.name).join()} className="grid gap-4 sm:grid-cols-2">
                  {row.map(input)}
                </div>,
              ],
        )}
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="dark" busy={isSubmitting}>
            {text.saveChanges}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
