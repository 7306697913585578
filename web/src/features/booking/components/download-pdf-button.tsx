import { useState } from 'react';
import type { TaxDocument } from '#shared/api/invoices.ts';
import { Button } from '#web/components/button.tsx';
import { showError } from '#web/lib/toast.ts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';

/** Downloads a ride's tax invoice or credit note as a PDF (issue #34), beside 'print invoice'. */
export function DownloadPdfButton({
  bookingId,
  document,
  label,
}: {
  bookingId: string;
  document: Pick<TaxDocument, 'kind' | 'number'>;
  label: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(bookingId, document);
    } catch (error) {
      showError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" busy={busy} onClick={() => void download()}>
      {label}
    </Button>
  );
}
