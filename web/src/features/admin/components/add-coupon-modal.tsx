import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addCouponForm, type AddCouponForm, type AddCouponInput, type CouponResponse } from '#shared/api/coupons.ts';
import { istDate } from '#shared/domain/time.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { usePickedImage } from '#web/features/account/use-picked-image.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { showError } from '#web/lib/toast.ts';
import { addCoupon } from '../api/add-coupon.ts';
import { CouponImageField } from './coupon-image-field.tsx';

const FIELDS = [
  'couponName',
  'couponCode',
  'discountValue',
  'minPurchase',
  'maxDiscount',
  'expireDate',
  'limit',
] as const;

const emptyForm: AddCouponInput = {
  couponName: '',
  couponCode: '',
  discountValue: '',
  minPurchase: '',
  maxDiscount: '',
  expireDate: '',
  limit: '',
};

export interface AddCouponModalProps {
  onClose: () => void;
  /** The server's answer once the coupon is stored (the caller closes the modal and reloads the list). */
  onSaved: (answer: CouponResponse) => void;
}

/**
 * 'Add Coupon' (spec section 2): an image picker with a preview and the file name, Coupon Name, Coupon
 * Code, Discount value, Min Purchase, Max Discount, Expire Date, Limit and Save. Every field is checked
 * with the server's own schema on the first click; without an image it says 'select image'.
 */
export function AddCouponModal({ onClose, onSaved }: AddCouponModalProps) {
  const image = usePickedImage();
  const [imageError, setImageError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddCouponInput, unknown, AddCouponForm>({
    resolver: zodResolver(addCouponForm),
    defaultValues: emptyForm,
  });

  // The image is checked with the fields, so one click shows every problem at once.
  const checkImage = (): File | null => {
    if (image.file) return image.file;
    setImageError(msg.selectImage);
    showError(msg.selectImage);
    return null;
  };

  const save = async (values: AddCouponForm) => {
    const file = checkImage();
    if (!file) return;
    try {
      onSaved(await addCoupon(values, file));
    } catch (error) {
      // The API client has toasted the reason; field errors (a code already used) go under the fields.
      applyServerErrors(error, setError, FIELDS);
    }
  };

  const pick = (file: File | undefined) => {
    if (image.pick(file)) setImageError(null);
  };

  const numeric = { inputMode: 'numeric', autoComplete: 'off' } as const;
  return (
    <Modal title={text.addCoupon} onClose={onClose} locked={isSubmitting}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(save, () => checkImage())(event)}
        className="flex flex-col gap-5"
      >
        <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <CouponImageField
              previewUrl={image.previewUrl}
              fileName={image.file?.name ?? null}
              error={imageError}
              disabled={isSubmitting}
              onPick={pick}
            />
          </div>
          <TextField
            label={text.couponNameLabel}
            autoComplete="off"
            error={errors.couponName?.message}
            {...register('couponName')}
          />
          <TextField
            label={text.couponCodeLabelAdmin}
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.couponCode?.message}
            {...register('couponCode')}
          />
          <TextField
            label={text.discountValueLabel}
            {...numeric}
            error={errors.discountValue?.message}
            {...register('discountValue')}
          />
          <TextField
            label={text.minPurchaseLabel}
            {...numeric}
            error={errors.minPurchase?.message}
            {...register('minPurchase')}
          />
          <TextField
            label={text.maxDiscountLabel}
            {...numeric}
            error={errors.maxDiscount?.message}
            {...register('maxDiscount')}
          />
          <TextField
            label={text.expireDateLabel}
            type="date"
            min={istDate(new Date())}
            error={errors.expireDate?.message}
            {...register('expireDate')}
          />
          <TextField label={text.limitLabel} {...numeric} error={errors.limit?.message} {...register('limit')} />
        </fieldset>
        <Button type="submit" variant="dark" busy={isSubmitting} className="w-full sm:w-auto sm:self-end">
          {text.saveShort}
        </Button>
      </form>
    </Modal>
  );
}
