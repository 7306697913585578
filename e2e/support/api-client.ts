import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  adminSession,
  partnerSession,
  userSession,
  type AdminSession,
  type Role,
  type UserSession,
} from '#shared/api/auth.ts';
import { DEMO_ACCOUNTS } from '#server/seed/demo-accounts.ts';

type FetchOptions = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;

/** The JSON envelope of every answer, with whatever fields the call adds. */
export type ApiBody = { success: boolean; message: string } & Record<string, unknown>;

export interface ApiResult {
  status: number;
  body: ApiBody;
}

export interface ApiCallOptions {
  /** Send the bearer token of this role's demo account (logged in through the API once per test). */
  as?: Role;
  /** An explicit bearer token (wins over `as`). */
  token?: string;
  params?: Record<string, string | number | boolean>;
  data?: unknown;
  /** multipart/form-data fields, e.g. `{ image: { name, mimeType, buffer } }`. */
  multipart?: FetchOptions['multipart'];
  /** Extra request headers, e.g. `x-forwarded-for` (the app trusts it from loopback, as behind its proxy). */
  headers?: Record<string, string>;
}

export type LoginData = UserSession | AdminSession; // a partner's session has the customer's shape (issue #33)

const SESSION = { user: userSession, partner: partnerSession, admin: adminSession } as const;

const LOGIN_PATH: Record<Role, string> = {
  user: '/api/login',
  partner: '/api/partner/login',
  admin: '/api/admin/login',
};

/**
 * Arranges data through the app's HTTP API (the same calls the web app makes), for tests that need a
 * state the UI would take many steps to reach. Paths are absolute (`/api/...`); answers are not
 * asserted here, so a test can check a refusal too; use `expectOk` for the happy path.
 */
export class ApiClient {
  readonly #request: APIRequestContext;
  readonly #tokens = new Map<Role, string>();

  constructor(request: APIRequestContext) {
    this.#request = request;
  }

  /** Logs a demo account in through POST /api/.../login and returns its session data. */
  async login(role: Role, credentials: { email: string; password: string } = DEMO_ACCOUNTS[role]): Promise<LoginData> {
    const { status, body } = await this.post(LOGIN_PATH[role], { data: credentials });
    const session = SESSION[role].safeParse(body.data);
    if (status !== 200 || !session.success) {
      throw new Error(`[e2e api] ${role} login as ${credentials.email} failed: ${status} ${JSON.stringify(body)}`);
    }
    if (credentials.email === DEMO_ACCOUNTS[role].email) this.#tokens.set(role, session.data.token);
    return session.data;
  }

  /** The bearer token of a role's demo account, logging in on first use. */
  async tokenFor(role: Role): Promise<string> {
    return this.#tokens.get(role) ?? (await this.login(role)).token;
  }

  get(url: string, options: ApiCallOptions = {}): Promise<ApiResult> {
    return this.call('GET', url, options);
  }

  post(url: string, options: ApiCallOptions = {}): Promise<ApiResult> {
    return this.call('POST', url, options);
  }

  put(url: string, options: ApiCallOptions = {}): Promise<ApiResult> {
    return this.call('PUT', url, options);
  }

  delete(url: string, options: ApiCallOptions = {}): Promise<ApiResult> {
    return this.call('DELETE', url, options);
  }

  /** Any call; the body is parsed as JSON (a non-JSON answer becomes `{ success: false, message: <text> }`). */
  async call(method: string, url: string, options: ApiCallOptions = {}): Promise<ApiResult> {
    const token = options.token ?? (options.as ? await this.tokenFor(options.as) : undefined);
    const response = await this.#request.fetch(url, {
      method,
      headers: { ...options.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(options.params ? { params: options.params } : {}),
      ...(options.data !== undefined ? { data: options.data } : {}),
      ...(options.multipart ? { multipart: options.multipart } : {}),
    });
    return { status: response.status(), body: await parseBody(response) };
  }

  /** Like {@link call} but throws unless the answer is 200 with `success: true`; returns the body. */
  async expectOk(method: string, url: string, options: ApiCallOptions = {}): Promise<ApiBody> {
    const { status, body } = await this.call(method, url, options);
    if (status !== 200 || body.success !== true) {
      throw new Error(`[e2e api] ${method} ${url} → ${status} ${JSON.stringify(body)}`);
    }
    return body;
  }
}

async function parseBody(response: APIResponse): Promise<ApiBody> {
  const raw = await response.text();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return { success: false, message: '', ...parsed };
    }
  } catch {
    // not JSON: fall through
  }
  return { success: false, message: raw };
}
