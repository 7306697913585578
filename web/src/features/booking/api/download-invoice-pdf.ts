import type { TaxDocument } from '#shared/api/invoices.ts';
import { ApiError, buildUrl, parseJson } from '#web/lib/api-client.ts';
import { userSession } from '#web/lib/user-session.ts';

/**
 * GET /api/invoice.pdf?id&kind with the customer's token (issue #34), saved by the browser under the
 * document's number (`P042-2627-000123.pdf`). A refusal throws its message.
 */
export async function downloadInvoicePdf(
  bookingId: string,
  document: Pick<TaxDocument, 'kind' | 'number'>,
): Promise<void> {
  const token = userSession.getToken();
  const response = await fetch(buildUrl('customer', '/invoice.pdf', { id: bookingId, kind: document.kind }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const answer = parseJson(await response.text()) as { message?: unknown } | null;
    throw new ApiError(response.status, typeof answer?.message === 'string' ? answer.message : response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `${document.number.replaceAll('/', '-')}.pdf`;
  window.document.body.append(link);
  link.click();
  link.remove();
  // some browsers start the download after the click returns: free the file a minute later, not at once
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
