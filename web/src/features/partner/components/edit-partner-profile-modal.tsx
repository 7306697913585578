import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  editPartnerProfileForm,
  type EditPartnerProfileForm,
  type PartnerProfile,
  type PartnerProfileResponse,
} from '#shared/api/partner.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { Avatar } from '#web/features/account/components/avatar.tsx';
import { ImagePickerButton } from '#web/features/account/components/image-picker-button.tsx';
import { usePickedImage } from '#web/features/account/use-picked-image.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { editPartnerProfile } from '../api/edit-partner-profile.ts';

type EditValues = z.input<typeof editPartnerProfileForm>;
const FIELDS = ['fname', 'lname', 'mobile', 'city', 'gstNo'] as const;

export interface EditPartnerProfileModalProps {
  profile: PartnerProfile;
  onClose: () => void;
  /** Called with the server's answer once saved (the modal then closes). */
  onSaved: (answer: PartnerProfileResponse) => void;
}

/**
 * Edit Profile (spec sections 2 and 5): photo with a preview, Firstname, Lastname, Mobile, City,
 * GST no and Save Changes. All required, mobile 10 digits, validated with the server's schema.
 */
export function EditPartnerProfileModal({ profile, onClose, onSaved }: EditPartnerProfileModalProps) {
  const photo = usePickedImage();
  const firstField = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditValues, unknown, EditPartnerProfileForm>({
    resolver: zodResolver(editPartnerProfileForm),
    defaultValues: {
      fname: profile.fname,
      lname: profile.lname,
      mobile: profile.mobile ?? '',
      city: profile.city ?? '',
      gstNo: profile.gstNo ?? '',
    },
  });
  const fname = register('fname');

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await editPartnerProfile(values, photo.file));
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
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
            label={text.firstnameLabel}
            autoComplete="given-name"
            error={errors.fname?.message}
            {...fname}
            ref={(element) => {
              fname.ref(element);
              firstField.current = element;
            }}
          />
          <TextField
            label={text.lastnameLabel}
            autoComplete="family-name"
            error={errors.lname?.message}
            {...register('lname')}
          />
        </div>
        <TextField
          label={text.mobileLabel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={text.cityLabel}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label={text.gstNoLabel}
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.gstNo?.message}
            {...register('gstNo')}
          />
        </div>
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
