import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { blockBikeBody, blockReasons, type BlockBikeResponse, type BlockReason } from '#shared/api/availability.ts';
import { isDateString, isTimeSlot, slotInstant, TIME_SLOTS } from '#shared/domain/slots.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { Modal } from '#web/components/modal.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { blockBike } from '../api/block-bike.ts';
import { SelectField } from './select-field.tsx';

/** The form: the server's body without the bike's id, and a block must end after it starts. */
const blockForm = blockBikeBody.omit({ id: true }).superRefine((value, ctx) => {
  const wellFormed =
    [value.fromDate, value.toDate].every(isDateString) && [value.fromTime, value.toTime].every(isTimeSlot);
  if (wellFormed && slotInstant(value.toDate, value.toTime) <= slotInstant(value.fromDate, value.fromTime)) {
    ctx.addIssue({ code: 'custom', path: ['toTime'], message: msg.blockEndsBeforeStart });
  }
});
type BlockFormInput = z.input<typeof blockForm>;
type BlockFormValues = z.output<typeof blockForm>;

const FIELDS = ['fromDate', 'fromTime', 'toDate', 'toTime', 'reason'] as const;
const FIRST_SLOT = TIME_SLOTS[0] ?? '06:00 AM';
const LAST_SLOT = TIME_SLOTS.at(-1) ?? '06:00 PM';

export interface BlockBikeModalProps {
  bikeId: string;
  /** The days the form starts with ('YYYY-MM-DD'): a clicked day, or a selected range. */
  fromDate: string;
  toDate: string;
  onClose: () => void;
  onBlocked: (answer: BlockBikeResponse) => void;
}

/**
 * 'Block this bike': from date + slot, to date + slot (the search's hourly slots, India time) and a
 * reason, sent to blockBike. The server's refusal (409 booked then, 400) is shown in the form.
 */
export function BlockBikeModal({ bikeId, fromDate, toDate, onClose, onBlocked }: BlockBikeModalProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const initial = { fromDate, fromTime: FIRST_SLOT, toDate, toTime: LAST_SLOT, reason: 'service' } as const;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BlockFormInput, unknown, BlockFormValues>({
    resolver: zodResolver(blockForm),
    defaultValues: initial,
  });

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      onBlocked(await blockBike({ id: bikeId, ...values }));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      applyServerErrors(error, setError, FIELDS);
      setRefusal(error.message);
    }
  });

  // The selects get their first value from `defaultValue` too: react-hook-form leaves a registered
  // select on its first option.
  return (
    <Modal title={text.blockFormTitle} onClose={onClose} locked={isSubmitting}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger">
            {refusal}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={text.blockFromDate}
            error={errors.fromDate?.message}
            {...register('fromDate')}
          />
          <SelectField
            label={text.blockFromTime}
            options={TIME_SLOTS}
            error={errors.fromTime?.message}
            defaultValue={initial.fromTime}
            {...register('fromTime')}
          />
          <TextField type="date" label={text.blockToDate} error={errors.toDate?.message} {...register('toDate')} />
          <SelectField
            label={text.blockToTime}
            options={TIME_SLOTS}
            error={errors.toTime?.message}
            defaultValue={initial.toTime}
            {...register('toTime')}
          />
        </div>
        <SelectField
          label={text.blockReason}
          options={blockReasons}
          optionLabel={(reason) => text.blockReasons[reason as BlockReason]}
          error={errors.reason?.message}
          defaultValue={initial.reason}
          {...register('reason')}
        />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="dark" busy={isSubmitting}>
            {text.blockSave}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
