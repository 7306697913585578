import { useState, type FormEvent } from 'react';
import type { CancellationPolicyResponse, CancellationTierInput } from '#shared/api/cancellations.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { PlusIcon, TrashIcon } from '#web/features/partner/components/partner-icons.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { saveCancellationPolicy } from '../api/save-cancellation-policy.ts';
import { checkTiers, tierErrorKey, tierRow, type TierField, type TierRow } from '../policy-form.ts';
import { PolicyPreview } from './policy-preview.tsx';

const MAX_TIERS = 6;

const fieldLabels: Record<TierField, string> = {
  hoursBefore: text.colHoursBefore,
  flat: text.colFlat,
  percent: text.colPercent,
};

export interface PolicyTiersFormProps {
  initial: readonly CancellationTierInput[];
  /** The server's answer once the new version is stored. */
  onSaved: (answer: CancellationPolicyResponse) => void;
}

/**
 * The cancellation policy's tiers (issue #16): a row per tier (hours before pick-up, flat fee,
 * percent), Add tier and Remove, the preview of the fee for a sample amount, and Save. The rows are
 * checked with the server's schema first; a 400 the server still answers lands under the field it names.
 */
export function PolicyTiersForm({ initial, onSaved }: PolicyTiersFormProps) {
  const [rows, setRows] = useState<TierRow[]>(() => initial.map(tierRow));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const check = checkTiers(rows);
  const formError = errors.tiers ?? errors._;

  const edit = (index: number, field: TierField, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    setErrors(({ [tierErrorKey(index, field)]: _, tiers: _list, ...rest }) => rest);
  };
  // Errors are keyed by position: after a removal they no longer match their rows.
  const remove = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    setErrors({});
  };
  const add = () => setRows((current) => [...current, tierRow()]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setSaving(true);
    try {
      onSaved(await saveCancellationPolicy({ tiers: check.tiers }));
    } catch (error) {
      // The API client has toasted the message; the fields it names show it too.
      if (error instanceof ApiError) setErrors(error.errors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
      <form
        noValidate
        aria-label={text.tiersLabel}
        onSubmit={(event) => void save(event)}
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
      >
        <p className="text-sm text-stone-600">{text.policyIntro}</p>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-danger">
            {formError}
          </p>
        )}
        {rows.map((row, index) => (
          <fieldset
            key={row.key}
            disabled={saving}
            className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
          >
            <legend className="px-1 text-sm font-semibold text-ink">{text.tierLegend(index + 1)}</legend>
            {(['hoursBefore', 'flat', 'percent'] as const).map((field) => (
              <TextField
                key={field}
                label={fieldLabels[field]}
                inputMode="numeric"
                autoComplete="off"
                className="min-w-0"
                value={row[field]}
                error={errors[tierErrorKey(index, field)]}
                onChange={(event) => edit(index, field, event.target.value)}
              />
            ))}
            <Button
              variant="ghost"
              aria-label={text.removeTier(index + 1)}
              disabled={rows.length === 1}
              onClick={() => remove(index)}
              className="sm:mt-[1.625rem]"
            >
              <TrashIcon className="size-5" />
            </Button>
          </fieldset>
        ))}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button variant="outline" disabled={saving || rows.length >= MAX_TIERS} onClick={add}>
            <PlusIcon className="size-5" />
            {text.addTier}
          </Button>
          <Button type="submit" variant="dark" busy={saving}>
            {text.savePolicy}
          </Button>
        </div>
      </form>
      <PolicyPreview tiers={check.ok ? check.tiers : null} />
    </div>
  );
}
