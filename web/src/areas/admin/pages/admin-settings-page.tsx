import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { payoutSettingsBody, type PayoutSettings } from '#shared/api/ledger.ts';
import { text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { PageTitle } from '#web/components/page-title.tsx';
import { PageSpinner } from '#web/components/spinner.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { adminKeys } from '#web/features/admin/api/admin-keys.ts';
import { backUpNow } from '#web/features/admin/api/back-up-now.ts';
import { savePayoutSettings } from '#web/features/admin/api/save-payout-settings.ts';
import { usePayoutSettings } from '#web/features/admin/api/use-payout-settings.ts';
import { ErrorState } from '#web/features/catalog/components/list-states.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';

type Field = keyof PayoutSettings;
const fields: readonly { name: Field; label: string }[] = [
  { name: 'commissionPercent', label: text.commissionPercentLabel },
  { name: 'tcsPercent', label: text.tcsPercentLabel },
  { name: 'tdsPercent', label: text.tdsPercentLabel },
];

/** The rates form: validated with the server's own schema before it is sent. */
function PayoutRatesForm({ initial }: { initial: PayoutSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({
    commissionPercent: String(initial.commissionPercent),
    tcsPercent: String(initial.tcsPercent),
    tdsPercent: String(initial.tdsPercent),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = payoutSettingsBody.safeParse({
      commissionPercent: values.commissionPercent.trim() === '' ? undefined : Number(values.commissionPercent),
      tcsPercent: values.tcsPercent.trim() === '' ? undefined : Number(values.tcsPercent),
      tdsPercent: values.tdsPercent.trim() === '' ? undefined : Number(values.tdsPercent),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await savePayoutSettings(parsed.data);
      queryClient.setQueryData(adminKeys.payoutSettings, answer);
      showSuccess(answer.message);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.errors);
        showError(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex max-w-xl flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5"
    >
      <h2 className="text-lg font-semibold text-ink">{text.payoutRatesTitle}</h2>
      <p className="text-sm text-stone-600">{text.payoutRatesNote}</p>
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          inputMode="decimal"
          value={values[field.name]}
          onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          error={errors[field.name]}
        />
      ))}
      <div>
        <Button type="submit" busy={busy}>
          {text.saveSettings}
        </Button>
      </div>
    </form>
  );
}

/** Backups (issue 31): the nightly archive, written now on request, named when it is done. */
function BackupCard() {
  const [busy, setBusy] = useState(false);
  const [written, setWritten] = useState<string>();
  const run = async () => {
    setBusy(true);
    try {
      const answer = await backUpNow();
      setWritten(answer.data.file);
      showSuccess(answer.message);
    } catch {
      // the API client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-labelledby="backups-title"
      className="mt-6 flex max-w-xl flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5"
    >
      <h2 id="backups-title" className="text-lg font-semibold text-ink">
        {text.backupsTitle}
      </h2>
      <p className="text-sm text-stone-600">{text.backupsNote}</p>
      {written ? (
        <p role="status" className="text-sm break-all text-stone-700">
          {text.lastBackupWritten(written)}
        </p>
      ) : null}
      <div>
        <Button type="button" busy={busy} onClick={() => void run()}>
          {text.backUpNow}
        </Button>
      </div>
    </section>
  );
}

/** `/admin/settings` (issue #18): the payout rates (commission, TCS, TDS), a new version on Save; backups. */
export function AdminSettingsPage() {
  const settings = usePayoutSettings();
  return (
    <>
      <PageTitle title={text.settingsTitle} />
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <ErrorState
          title={text.settingsLoadFailed}
          retrying={settings.isFetching}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <PayoutRatesForm key={JSON.stringify(settings.data.data)} initial={settings.data.data} />
      )}
      <BackupCard />
    </>
  );
}
