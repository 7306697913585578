import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A template message the WhatsApp double accepted (Meta's Cloud API request, trimmed). */
export interface WhatsAppAccepted {
  id: string;
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  params: string[];
}

/** An SMS the MSG91 double accepted (its Flow API request). */
export interface Msg91Accepted {
  requestId: string;
  templateId: string;
  mobiles: string;
  vars: Record<string, string>;
}

interface Double<T> {
  /** the base URL to give the app (WHATSAPP_API_URL / MSG91_API_URL) */
  baseUrl: string;
  accepted: T[];
  /** every request that arrived, accepted or not */
  calls: number;
  /** while set, every send is refused with this HTTP status (Meta's 5xx/4xx, MSG91's error) */
  failing: number | undefined;
  close(): Promise<void>;
}

export type WhatsAppDouble = Double<WhatsAppAccepted> & {
  token: string;
  phoneNumberId: string;
  /**
   * While set, a valid send is read but its answer held back (a slow Meta); if the sender goes away
   * before `release()` (a killed process), the message is NOT accepted: the sender never learnt its id,
   * so it must send it again, as an SMTP server takes a mail only with its final 250.
   */
  stalling: boolean;
  /** sends that arrived while stalling */
  stalled: number;
  /** held sends whose connection is still open (a killed sender's close a moment after the kill) */
  stalledOpen(): number;
  /** answers every held send whose connection is still open (accepting it) */
  release(): void;
};
export type Msg91Double = Double<Msg91Accepted> & { authKey: string };

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closer = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A local WhatsApp Cloud API (issue #33): POST /{version}/{phone-number-id}/messages with a Bearer
 * token and a template message answers as Meta does (`{ messaging_product, contacts, messages: [{ id:
 * 'wamid…' }] }`); a wrong token 401 with Meta's OAuthException shape; `failing` refuses every send.
 */
export async function startWhatsAppDouble(): Promise<WhatsAppDouble> {
  const held: { open: () => boolean; answer: () => void }[] = [];
  const double = {
    baseUrl: '',
    accepted: [] as WhatsAppAccepted[],
    calls: 0,
    failing: undefined as number | undefined,
    token: `EAAG${randomBytes(12).toString('hex')}`,
    phoneNumberId: '106540352242922',
    stalling: false,
    stalled: 0,
    stalledOpen: () => held.filter((entry) => entry.open()).length,
    release: () => {
      for (const entry of held.splice(0)) if (entry.open()) entry.answer();
    },
    close: async () => {},
  };
  const server = createServer((request, response) => {
    void (async () => {
      const match = /^\/v[0-9.]+\/([0-9]+)\/messages$/.exec(request.url ?? '');
      if (request.method !== 'POST' || !match) return answer(response, 404, { error: { message: 'Unknown path' } });
      double.calls += 1;
      const body = (await readJson(request)) as {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: { name?: string; language?: { code?: string }; components?: { parameters?: { text?: string }[] }[] };
      };
      if (request.headers.authorization !== `Bearer ${double.token}` || match[1] !== double.phoneNumberId) {
        return answer(response, 401, {
          error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
        });
      }
      if (double.failing) {
        return answer(response, double.failing, {
          error: { message: 'Service temporarily unavailable', code: 131000 },
        });
      }
      if (body?.messaging_product !== 'whatsapp' || body.type !== 'template' || !body.to || !body.template?.name) {
        return answer(response, 400, { error: { message: '(#100) Invalid parameter', code: 100 } });
      }
      const to = body.to;
      const accept = () => {
        const id = `wamid.${randomBytes(16).toString('hex')}`;
        double.accepted.push({
          id,
          phoneNumberId: match[1] ?? '',
          to,
          template: body.template?.name ?? '',
          language: body.template?.language?.code ?? '',
          params: (body.template?.components?.[0]?.parameters ?? []).map((p) => p.text ?? ''),
        });
        answer(response, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: to, wa_id: to }],
          messages: [{ id }],
        });
      };
      if (!double.stalling) return accept();
      let open = true;
      response.once('close', () => {
        open = false;
      });
      double.stalled += 1;
      held.push({ open: () => open && !response.destroyed, answer: accept });
    })();
  });
  double.baseUrl = await listen(server);
  double.close = closer(server);
  return double;
}

/**
 * A local MSG91 Flow API (issue #33): POST /api/v5/flow with the `authkey` header, `template_id` and
 * `recipients` answers `{ type: 'success', message: <request id> }`; a wrong key 401 `{ type: 'error' }`.
 */
export async function startMsg91Double(): Promise<Msg91Double> {
  const double = {
    baseUrl: '',
    accepted: [] as Msg91Accepted[],
    calls: 0,
    failing: undefined as number | undefined,
    authKey: randomBytes(12).toString('hex'),
    close: async () => {},
  };
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/api/v5/flow') return answer(response, 404, { type: 'error' });
      double.calls += 1;
      const body = (await readJson(request)) as { template_id?: string; recipients?: Record<string, string>[] };
      if (request.headers.authkey !== double.authKey) {
        return answer(response, 401, { type: 'error', message: 'Authentication failure' });
      }
      if (double.failing) return answer(response, double.failing, { type: 'error', message: 'Service unavailable' });
      const recipient = body?.recipients?.[0];
      if (!body?.template_id || !recipient?.mobiles) {
        return answer(response, 400, { type: 'error', message: 'template_id and recipients are required' });
      }
      const requestId = randomBytes(12).toString('hex');
      const { mobiles, ...vars } = recipient;
      double.accepted.push({ requestId, templateId: body.template_id, mobiles, vars });
      answer(response, 200, { type: 'success', message: requestId });
    })();
  });
  double.baseUrl = await listen(server);
  double.close = closer(server);
  return double;
}

/** The env that points the app at both doubles (every template kind with an SMS DLT id). */
export function textDoublesEnv(whatsapp: WhatsAppDouble, msg91: Msg91Double): Record<string, string> {
  return {
    WHATSAPP_TOKEN: whatsapp.token,
    WHATSAPP_PHONE_NUMBER_ID: whatsapp.phoneNumberId,
    WHATSAPP_API_URL: whatsapp.baseUrl,
    MSG91_AUTH_KEY: msg91.authKey,
    MSG91_API_URL: msg91.baseUrl,
    MSG91_TEMPLATE_IDS: [
      'booking-confirmation=1107160000000000001',
      'pickup-reminder=1107160000000000002',
      'return-reminder=1107160000000000003',
      'refund-processed=1107160000000000004',
      'settlement=1107160000000000005',
    ].join(','),
  };
}
