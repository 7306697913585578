import { useState, type FormEvent } from 'react';
import { bankAccountBody, bankAccountResponse, type BankAccountView } from '#shared/api/bank-account.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { showSuccess } from '#web/lib/toast.ts';

type Field = 'holder' | 'account' | 'ifsc';

/**
 * The partner's bank account for payouts on their profile (issue #34, D80): shown masked
 * (`XXXXXX1234`, holder, IFSC); the form checks it with the request's own schema, each error beside its
 * field, and PUT /api/partner/bankAccount saves it (a refusal of the server beside its field too).
 */
export function BankAccountPanel({
  account,
  onSaved,
}: {
  account: BankAccountView | null | undefined;
  onSaved: (account: BankAccountView) => void;
}) {
  const [editing, setEditing] = useState(!account);
  const [values, setValues] = useState<Record<Field, string>>({
    holder: account?.holder ?? '',
    account: '',
    ifsc: account?.ifsc ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bankAccountBody.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success) return;
    setBusy(true);
    try {
      const answer = await apiRequest('partner', '/bankAccount', {
        method: 'PUT',
        body: parsed.data,
        schema: bankAccountResponse,
        quiet: true,
      });
      onSaved(answer.data);
      setEditing(false);
      setValues((v) => ({ ...v, account: '' }));
      showSuccess(answer.message);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      setErrors({ ...fields, form: error instanceof ApiError ? error.message : msg.somethingWrong });
    } finally {
      setBusy(false);
    }
  };

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <section aria-labelledby="bank-account-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5">
      <h2 id="bank-account-heading" className="text-lg font-semibold text-ink">
        {text.bankAccountHeading}
      </h2>
      {account && !editing && (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-600">{text.bankHolderLabel}</dt>
            <dd className="font-medium text-ink break-words">{account.holder}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{text.bankAccountLabel}</dt>
            <dd className="font-mono font-medium text-ink">{account.accountMasked}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{text.bankIfscLabel}</dt>
            <dd className="font-mono font-medium text-ink">{account.ifsc}</dd>
          </div>
        </dl>
      )}
      {!account && !editing && <p className="mt-2 text-sm text-stone-700">{text.bankAccountNone}</p>}
      {editing ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 grid gap-3 sm:grid-cols-3">
          {!account && <p className="text-sm text-stone-700 sm:col-span-3">{text.bankAccountNone}</p>}
          <TextField
            label={text.bankHolderLabel}
            value={values.holder}
            onChange={set('holder')}
            error={errors.holder}
            autoComplete="name"
          />
          <TextField
            label={text.bankAccountLabel}
            value={values.account}
            onChange={set('account')}
            error={errors.account}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            label={text.bankIfscLabel}
            value={values.ifsc}
            onChange={set('ifsc')}
            error={errors.ifsc}
            autoComplete="off"
          />
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-danger sm:col-span-3">
              {errors.form}
            </p>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <Button type="submit" variant="dark" busy={busy}>
              {text.bankAccountSave}
            </Button>
            {account && (
              <Button variant="outline" disabled={busy} onClick={() => setEditing(false)}>
                {text.payoutConfirmCancel}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <Button variant="outline" className="mt-3" onClick={() => setEditing(true)}>
          {account ? text.bankAccountEdit : text.bankAccountSave}
        </Button>
      )}
    </section>
  );
}
