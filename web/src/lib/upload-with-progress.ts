import type { z } from 'zod';
import { msg } from '#shared/messages.ts';
import { REQUEST_TIMEOUT_MS } from '#shared/domain/limits.ts';
import { ApiError, buildUrl, fail, parseJson, settleAnswer, type ApiRequestOptions } from './api-client.ts';
import { areaConfig, type Area } from './areas.ts';

export interface UploadOptions<S extends z.ZodType> extends Pick<ApiRequestOptions, 'quiet' | 'timeoutMs'> {
  schema: S;
  /** Called as the request body goes out, with the share sent so far (0–100, whole numbers). */
  onProgress: (percent: number) => void;
}

/**
 * POSTs a multipart form like apiRequest (same base path, bearer token, envelope, error toasts,
 * 401/500 handling) but over XMLHttpRequest, because fetch cannot report how much of the body has
 * been sent. Use it for large uploads that show a progress bar (a bike's photos).
 */
export function uploadWithProgress<S extends z.ZodType>(
  area: Area,
  path: string,
  form: FormData,
  options: UploadOptions<S>,
): Promise<z.output<S>> {
  const token = areaConfig[area].store.getToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(area, path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(
          settleAnswer(area, path, xhr.status, parseJson(xhr.responseText), Boolean(token), options) as z.output<S>,
        );
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError(xhr.status, msg.somethingWrong));
      }
    };
    const noAnswer = (message: string) => () => reject(fail(area, new ApiError(0, message), Boolean(token), options));
    xhr.onerror = noAnswer(msg.networkError);
    xhr.ontimeout = noAnswer(msg.requestTimedOut);
    xhr.send(form);
  });
}
