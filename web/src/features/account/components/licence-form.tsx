import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { licenceBody, type Licence } from '#shared/api/licences.ts';
import { LICENCE_CLASSES, type LicenceClass } from '#shared/domain/licence-rules.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { issuesByField } from '#web/features/account/licence-errors.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { licenceKey, saveLicence, useLicence } from '#web/lib/licence.ts';

const classLabel: Record<LicenceClass, string> = { MCWOG: text.licenceClassMcwog, MCWG: text.licenceClassMcwg };
const statusTone: Record<Licence['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

/**
 * The profile's driving licence (issue #32): number, date of birth, classes and valid-until beside
 * the photos, with its status and, when rejected, the admin's reason. Saving any field checks it again.
 */
export function LicenceForm() {
  const licence = useLicence();
  if (licence.isPending) return <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-white" />;
  return <LicenceFields key={licence.data ? 'saved' : 'new'} licence={licence.data ?? null} />;
}

function LicenceFields({ licence }: { licence: Licence | null }) {
  const queryClient = useQueryClient();
  const [number, setNumber] = useState(licence?.number ?? '');
  const [dob, setDob] = useState(licence?.dob ?? '');
  const [classes, setClasses] = useState<LicenceClass[]>(licence?.classes ?? []);
  const [validUntil, setValidUntil] = useState(licence?.validUntil ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const toggle = (c: LicenceClass) =>
    setClasses((current) => (current.includes(c) ? current.filter((x) => x !== c) : [...current, c]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { number, dob, classes, validUntil };
    const parsed = licenceBody.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await saveLicence(body);
      queryClient.setQueryData(licenceKey, answer.data);
      setNumber(answer.data.number);
      showSuccess(answer.message);
    } catch {
      // the API client has toasted the reason
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="licence-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="licence-title" className="text-lg font-semibold text-ink">
          {text.licenceTitle}
        </h2>
        {licence ? (
          <p className={`rounded-full px-3 py-1 text-sm font-medium ${statusTone[licence.status]}`}>
            {text.licenceStatusLabel}: {text.licenceStatus[licence.status]}
          </p>
        ) : (
          <p className="text-sm text-stone-600">{text.licenceNoneYet}</p>
        )}
      </div>
      {licence?.status === 'rejected' && licence.reason && (
        <p role="status" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {text.licenceReasonLabel}: {licence.reason}
        </p>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.licenceNumberLabel}
          value={number}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="MH12 20110012345"
          onChange={(event) => setNumber(event.target.value)}
          error={errors.number}
        />
        <TextField
          label={text.licenceDobLabel}
          type="date"
          value={dob}
          onChange={(event) => setDob(event.target.value)}
          error={errors.dob}
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.classes ? 'licence-classes-error' : undefined}
        >
          <legend className="text-sm font-medium text-ink">{text.licenceClassesLabel}</legend>
          {LICENCE_CLASSES.map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-2 text-base text-ink">
              <input type="checkbox" className="h-5 w-5" checked={classes.includes(c)} onChange={() => toggle(c)} />
              {classLabel[c]}
            </label>
          ))}
          {errors.classes && (
            <p id="licence-classes-error" className="text-sm text-danger">
              {errors.classes}
            </p>
          )}
        </fieldset>
        <TextField
          label={text.licenceValidUntilLabel}
          type="date"
          value={validUntil}
          onChange={(event) => setValidUntil(event.target.value)}
          error={errors.validUntil}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="dark" busy={busy} className="w-full sm:w-auto">
            {text.licenceSave}
          </Button>
        </div>
      </form>
    </section>
  );
}
