import { useId, useRef, useState } from 'react';
import { msg, text } from '#shared/messages.ts';
import { Button } from '#web/components/button.tsx';
import { confirmAction } from '#web/lib/confirm.ts';
import { showError, showSuccess } from '#web/lib/toast.ts';
import { newCalendarAddress } from '../api/calendar-token.ts';

/**
 * The bike's iCal subscription (issue #19): 'Get calendar address' asks the server for a private
 * address, shown with a Copy button; 'Renew address' (after a confirmation) replaces it, and the old
 * one stops working. The server never shows an address again, so none is shown until asked for.
 */
export function CalendarFeedPanel({ bikeId }: { bikeId: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();

  const fetchAddress = async () => {
    if (url && !(await confirmAction(msg.confirmRenewAddress))) return;
    setBusy(true);
    try {
      setUrl(await newCalendarAddress(bikeId));
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(msg.addressCopied);
    } catch {
      showError(msg.addressCopyFailed);
      input.current?.select();
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {text.icalTitle}
      </h2>
      <p className="text-sm text-stone-600">{text.icalIntro}</p>
      {url && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            {text.icalAddressLabel}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              ref={input}
              id={inputId}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-ink"
            />
            <Button variant="dark" onClick={() => void copy()}>
              {text.icalCopy}
            </Button>
          </div>
        </div>
      )}
      <div>
        <Button variant="outline" busy={busy} onClick={() => void fetchAddress()}>
          {url ? text.icalRenew : text.icalGet}
        </Button>
      </div>
    </section>
  );
}
