import type { z } from 'zod';
import { siteMsg as msg } from '#shared/messages/site.ts';
import { activeLanguage, inVisitLanguage } from './i18n/language.ts';
import { REQUEST_TIMEOUT_MS } from '#shared/domain/limits.ts';
import { areaConfig, type Area } from './areas.ts';
import { navigateTo } from './navigation.ts';
import { showError } from './toast.ts';

/** What every answer carries (ARCHITECTURE section 4). */
export interface ApiEnvelope {
  success: boolean;
  message: string;
}

/** An answer read without a schema: the envelope plus whatever fields the call returns. */
export type ApiAnswer = ApiEnvelope & Record<string, unknown>;

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** Defaults to POST when there is a body, GET otherwise. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query string; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** A FormData is sent as multipart (the browser sets the boundary); anything else as JSON. */
  body?: FormData | object;
  /** The bearer token; defaults to the area's session token. `null` sends none. */
  token?: string | null;
  /** No error toast: for callers that show the failure themselves. */
  quiet?: boolean;
  /**
   * When true (default) a 401 on a call that carried a token clears the area's session and opens its
   * login page, and a 5xx opens /error500. Session restore turns this off.
   */
  redirectOnError?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A failed call. `status` is 0 when no answer arrived (network failure, timeout). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Field name → message, from the server's `errors` (400 answers). */
  readonly errors: Record<string, string>;
  /** The parsed answer, when there was one. */
  readonly body: unknown;

  constructor(status: number, message: string, errors: Record<string, string> = {}, body: unknown = null) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

const ERROR_PAGE_500 = '/error500';

/** How a request reaches the API: the browser's fetch, or the server's own routes when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Sends the app's calls through `next` (entry-server.tsx: the server's routes, in process). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** The URL of a call: the area's base path, the call's name and the query string. */
export function buildUrl(area: Area, path: string, query?: Record<string, QueryValue>): string {
  const url = `${areaConfig[area].apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's texts (message, field errors) in the visit's language (D83); everything else as sent. */
function inVisitLanguageEnvelope(answer: Record<string, unknown>): Record<string, unknown> {
  if (typeof answer.message === 'string') answer.message = inVisitLanguage(answer.message);
  if (isRecord(answer.errors)) {
    for (const [field, message] of Object.entries(answer.errors)) {
      if (typeof message === 'string') answer.errors[field] = inVisitLanguage(message);
    }
  }
  return answer;
}

function readErrors(body: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isRecord(body.errors)) return errors;
  for (const [field, message] of Object.entries(body.errors)) {
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** Parses an answer's text; '' or text that is not JSON gives null. */
export function parseJson(raw: string): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null; // e.g. an HTML page from a proxy: treated as an answer without an envelope
  }
}

/** Reports a failure the way options ask, then returns the error for the caller to throw. */
export function fail(area: Area, error: ApiError, sentToken: boolean, options: ApiRequestOptions): ApiError {
  const redirect = options.redirectOnError ?? true;
  if (redirect && error.status >= 500) {
    // The error page says what happened; a toast on top would repeat it.
    navigateTo(ERROR_PAGE_500);
    return error;
  }
  if (!options.quiet) showError(error.message);
  // A 401 on a call without a token is a wrong password, not an expired session. A blocked account
  // (403 with the blocked message) ends the session too: every later call would be refused.
  const sessionOver = error.status === 401 || (error.status === 403 && error.message === msg.accountBlocked);
  if (redirect && sessionOver && sentToken) {
    const { store, loginPath } = areaConfig[area];
    store.signOut();
    navigateTo(loginPath);
  }
  return error;
}

/**
 * The one way the web app calls the API. `area` picks the base path (`/api`, `/api/partner`,
 * `/api/admin`) and the bearer token; `path` is the call's name (`/login`, `/getBikes`).
 * Resolves with the answer (validated by `schema` when given); rejects with an ApiError after
 * toasting the server's message, or with the caller's own AbortError when `signal` aborts.
 * `schema` may be a promise (`import('#shared/api/x.ts').then(…)`): the code the home page loads
 * first then does not carry zod, and the import downloads while the request is on its way.
 */
export function apiRequest<S extends z.ZodType>(
  area: Area,
  path: string,
  options: ApiRequestOptions & { schema: S | Promise<S> },
): Promise<z.output<S>>;
export function apiRequest(area: Area, path: string, options?: ApiRequestOptions): Promise<ApiAnswer>;
export async function apiRequest(
  area: Area,
  path: string,
  options: ApiRequestOptions & { schema?: z.ZodType | Promise<z.ZodType> } = {},
): Promise<unknown> {
  // A schema still being imported (see above) downloads while the request is on its way; a failed
  // request leaves the promise unread, hence the empty handler.
  const schema = Promise.resolve(options.schema);
  schema.catch(() => undefined);
  const token = options.token === undefined ? areaConfig[area].store.getToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // the visit's language (D83): what a mail sent before there is an account (the registration code) is in
  headers['Accept-Language'] = activeLanguage();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let answer: unknown;
  try {
    response = await transport(buildUrl(area, path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: controller.signal,
    });
    answer = parseJson(await response.text());
  } catch (cause) {
    if (!timedOut && options.signal?.aborted) throw cause;
    throw fail(area, new ApiError(0, timedOut ? msg.requestTimedOut : msg.networkError), Boolean(token), options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  // A failed call is reported at once; only a success waits for a schema still being imported.
  const envelope = acceptedEnvelope(area, response.status, answer, Boolean(token), options);
  const ready = await schema;
  return ready ? validateAnswer(area, path, response.status, envelope, Boolean(token), options, ready) : envelope;
}

/**
 * Turns an HTTP answer (status and parsed body) into the call's result: the envelope, validated by
 * `options.schema` when given, or a thrown ApiError reported the way `options` ask. Shared by
 * apiRequest and the XMLHttpRequest upload (upload-with-progress.ts).
 */
export function settleAnswer(
  area: Area,
  path: string,
  status: number,
  answer: unknown,
  sentToken: boolean,
  options: ApiRequestOptions & { schema?: z.ZodType },
): unknown {
  const envelope = acceptedEnvelope(area, status, answer, sentToken, options);
  return options.schema ? validateAnswer(area, path, status, envelope, sentToken, options, options.schema) : envelope;
}

/** The envelope of a successful answer; anything else is thrown as an ApiError, reported as `options` ask. */
function acceptedEnvelope(
  area: Area,
  status: number,
  answer: unknown,
  sentToken: boolean,
  options: ApiRequestOptions,
): Record<string, unknown> {
  const ok = status >= 200 && status < 300;
  const envelope = isRecord(answer) ? inVisitLanguageEnvelope(answer) : null;
  if (!ok || !envelope || envelope.success !== true) {
    const message =
      envelope && typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : status >= 500
          ? msg.internalError
          : msg.somethingWrong;
    const error = new ApiError(status, message, envelope ? readErrors(envelope) : {}, answer);
    throw fail(area, error, sentToken, options);
  }
  return envelope;
}

/** A successful answer checked against the call's schema; a mismatch is reported as a failure. */
function validateAnswer(
  area: Area,
  path: string,
  status: number,
  envelope: Record<string, unknown>,
  sentToken: boolean,
  options: ApiRequestOptions,
  schema: z.ZodType,
): unknown {
  const parsed = schema.safeParse(envelope);
  if (parsed.success) return parsed.data;
  // The server broke its own contract: say something generic, keep the details for developers.
  console.error(`Unexpected answer from ${path}`, parsed.error.issues);
  throw fail(area, new ApiError(status, msg.somethingWrong, {}, envelope), sentToken, options);
}
