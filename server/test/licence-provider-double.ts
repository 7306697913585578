import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sandboxLicenceRecord } from '#server/features/licences/licence-verifier.ts';

/**
 * A local double of the licence verification provider (docs/licence-provider.md): it speaks the
 * documented API (`POST /v1/driving-licence/verify`, a bearer key, `{ dl_number, dob }`) and answers
 * from the sandbox's rules. `failing` makes it answer 503, as a provider that is down.
 */
export interface LicenceProviderDouble {
  url: string;
  key: string;
  failing: boolean;
  /** the bodies it was sent, oldest first */
  requests: { dl_number: string; dob: string }[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function startLicenceProviderDouble(key = 'test-licence-key'): Promise<LicenceProviderDouble> {
  const double: LicenceProviderDouble = { url: '', key, failing: false, requests: [], close: async () => {} };
  const server = createServer((request, response) => {
    const send = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/driving-licence/verify')
        return send(404, { error: 'not_found' });
      if (request.headers.authorization !== `Bearer ${key}`) return send(401, { error: 'unauthorized' });
      if (double.failing) return send(503, { error: 'unavailable' });
      const body = (await readJson(request)) as { dl_number?: unknown; dob?: unknown };
      if (typeof body.dl_number !== 'string' || typeof body.dob !== 'string')
        return send(422, { error: 'invalid_request' });
      double.requests.push({ dl_number: body.dl_number, dob: body.dob });
      const record = sandboxLicenceRecord({ number: body.dl_number, dob: body.dob });
      if (!record) return send(200, { status: 'INVALID' });
      return send(200, {
        status: 'VALID',
        result: {
          name: record.name,
          dob: body.dob,
          cov: record.classes.map((c) => ({ class: c })),
          validity: { non_transport: { to: record.validUntil } },
        },
      });
    })().catch(() => send(400, { error: 'bad_json' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () => new Promise((resolve) => server.close(() => resolve()));
  return double;
}
