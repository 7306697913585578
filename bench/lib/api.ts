/** A small JSON client of the running server (setup calls and the booking cycle; the load is autocannon). */

export interface Answer<T> {
  status: number;
  body: T;
}

export class Api {
  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the error message
    }
    return { status: res.status, body: body as T };
  }

  /** GET that must answer 200; throws with the body otherwise. */
  async get<T>(path: string, token?: string): Promise<T> {
    const res = await this.call<T>('GET', path, { token });
    if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /**
   * Logs in one account of the area and answers its token. The login calls are rate limited (10 a
   * minute per address and e-mail), so the runner logs each account in once.
   */
  async login(area: 'user' | 'partner' | 'admin', email: string, password: string): Promise<string> {
    const path = area === 'user' ? '/api/login' : `/api/${area}/login`;
    const res = await this.call<{ data?: { token?: string } }>('POST', path, { body: { email, password } });
    const token = res.body.data?.token;
    if (res.status !== 200 || !token) {
      throw new Error(`${area} login of ${email} → ${res.status}: ${JSON.stringify(res.body)}`);
    }
    return token;
  }
}
