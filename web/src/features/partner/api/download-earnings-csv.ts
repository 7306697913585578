import type { EarningsCsvQuery } from '#shared/api/ledger.ts';
import { ApiError, buildUrl, parseJson } from '#web/lib/api-client.ts';
import { partnerSession } from '#web/lib/partner-session.ts';

/**
 * GET /api/partner/earnings.csv?from=&to= with the partner's token, saved as a file by the browser.
 * A refusal (a bad range) throws its message.
 */
export async function downloadEarningsCsv(query: EarningsCsvQuery): Promise<void> {
  const token = partnerSession.getToken();
  const response = await fetch(buildUrl('partner', '/earnings.csv', { ...query }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const answer = parseJson(await response.text()) as { message?: unknown } | null;
    const message = typeof answer?.message === 'string' ? answer.message : response.statusText;
    throw new ApiError(response.status, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `earnings-${query.from}-to-${query.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // some browsers start the download after the click returns: free the file a minute later, not at once
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
