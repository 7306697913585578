import { useState } from 'react';
import { addLocationPointBody, type PartnerLocation } from '#shared/api/partner.ts';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { TextField } from '#web/components/text-field.tsx';
import { confirmAction } from '#web/lib/confirm.ts';
import { showSuccess } from '#web/lib/toast.ts';
import { deleteLocationPoint } from '../api/delete-location-point.ts';
import { editLocationPoint } from '../api/edit-location-point.ts';
import { PencilIcon, PinIcon, TrashIcon } from './partner-icons.tsx';

export interface LocationPointRowProps {
  point: PartnerLocation;
  /** Receives the partner's points as the server answers them after a rename or a deletion. */
  onChanged: (locations: PartnerLocation[]) => void;
}

/**
 * One pick-up/drop point with Edit (rename in place: Save or Cancel) and Delete (after the standard
 * confirmation). Decision D19: both work; the server refuses a name already used or a point an
 * upcoming booking uses, and the API client shows its reason.
 */
export function LocationPointRow({ point, onChanged }: LocationPointRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(point.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const startEditing = () => {
    setName(point.name);
    setError(null);
    setEditing(true);
  };

  const save = async () => {
    const parsed = addLocationPointBody.shape.pointName.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg.pointNameRequired);
      return;
    }
    if (parsed.data === point.name) {
      setEditing(false);
      return;
    }
    setBusy(true);
    try {
      const answer = await editLocationPoint({ id: point._id, pointName: parsed.data });
      onChanged(answer.data);
      showSuccess(answer.message);
      setEditing(false);
    } catch {
      // The API client has shown why (name taken, point in use); the new name stays for a fix.
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!(await confirmAction(msg.confirmDelete))) return;
    setBusy(true);
    try {
      const answer = await deleteLocationPoint({ id: point._id });
      showSuccess(answer.message);
      onChanged(answer.data);
    } catch {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <li className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <TextField
            label={text.renamePointLabel(point.name)}
            value={name}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(false);
            }}
            error={error ?? undefined}
            className="flex-1"
          />
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" variant="dark" busy={busy}>
              {text.saveShort}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setEditing(false)}>
              {text.cancel}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-stone-200">
      <PinIcon className="size-5 shrink-0 text-brand-strong" />
      <span className="min-w-0 flex-1 font-medium break-words text-ink">{point.name}</span>
      <button
        type="button"
        onClick={startEditing}
        disabled={busy}
        aria-label={text.editPointLabel(point.name)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-ink hover:bg-stone-100 disabled:opacity-50"
      >
        <PencilIcon className="size-4" />
        <span className="max-sm:sr-only">{text.edit}</span>
      </button>
      <button
        type="button"
        onClick={() => void remove()}
        disabled={busy}
        aria-label={text.deletePointLabel(point.name)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-danger hover:bg-red-50 disabled:opacity-50"
      >
        <TrashIcon className="size-4" />
        <span className="max-sm:sr-only">{text.delete}</span>
      </button>
    </li>
  );
}
