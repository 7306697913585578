import { ApiError, buildUrl, parseJson, type QueryValue } from './api-client.ts';
import { areaConfig, type Area } from './areas.ts';

/**
 * GET a PDF of `area`'s API with that area's token (issue #34: the commission invoices of payouts),
 * saved by the browser as `filename`. A refusal throws its message.
 */
export async function downloadPdf(
  area: Area,
  path: string,
  query: Record<string, QueryValue>,
  filename: string,
): Promise<void> {
  const token = areaConfig[area].store.getToken();
  const response = await fetch(buildUrl(area, path, query), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const answer = parseJson(await response.text()) as { message?: unknown } | null;
    throw new ApiError(response.status, typeof answer?.message === 'string' ? answer.message : response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = filename;
  window.document.body.append(link);
  link.click();
  link.remove();
  // some browsers start the download after the click returns: free the file a minute later, not at once
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
