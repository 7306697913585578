import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { editProfileForm, type EditProfileForm, type UserProfileResponse } from '#shared/api/account.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { editUserProfile } from '../api/edit-user-profile.ts';
import { usePickedImage } from '../use-picked-image.ts';
import { Avatar } from './avatar.tsx';
import { ImagePickerButton } from './image-picker-button.tsx';

export interface EditProfileModalProps {
  profile: { fname: string; lname: string; mobile: string | null; image: string | null };
  onClose: () => void;
  /** Called with the server's answer once the profile is saved (the modal then closes). */
  onSaved: (answer: UserProfileResponse) => void;
}

/**
 * The Edit Profile dialog (spec sections 2 and 5): photo with a preview, First Name, Last Name,
 * Mobile Number, validated with the server's schema; sends only those four (multipart).
 */
export function EditProfileModal({ profile, onClose, onSaved }: EditProfileModalProps) {
  const photo = usePickedImage();
  const firstField = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditProfileForm>({
    resolver: zodResolver(editProfileForm),
    defaultValues: { fname: profile.fname, lname: profile.lname, mobile: profile.mobile ?? '' },
  });
  const fname = register('fname');

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await editUserProfile(values, photo.file));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, ['fname', 'lname', 'mobile']);
    }
  });

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
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={text.fnameLabel}
            autoComplete="given-name"
            error={errors.fname?.message}
            {...fname}
            ref={(element) => {
              fname.ref(element);
              firstField.current = element;
            }}
          />
          <TextField
            label={text.lnameLabel}
            autoComplete="family-name"
            error={errors.lname?.message}
            {...register('lname')}
          />
        </div>
        <TextField
          label={text.mobileNumberLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
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
