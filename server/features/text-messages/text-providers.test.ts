import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '#server/env.ts';
import { createMsg91Provider, createWhatsAppProvider } from './text-providers.ts';

/* The providers pick the template of the recipient's language (issue #33, D83). */

const env = {
  WHATSAPP_TOKEN: 'token',
  WHATSAPP_PHONE_NUMBER_ID: '123',
  WHATSAPP_API_URL: 'https://graph.test',
  WHATSAPP_API_VERSION: 'v21.0',
  WHATSAPP_TEMPLATE_LANGUAGE: 'en',
  WHATSAPP_TEMPLATE_LANGUAGE_HI: 'hi',
  WHATSAPP_TEMPLATES: {},
  MSG91_AUTH_KEY: 'key',
  MSG91_API_URL: 'https://msg91.test',
  MSG91_TEMPLATE_IDS: { settlement: 'en-settlement', 'refund-processed': 'en-refund' },
  MSG91_TEMPLATE_IDS_HI: { settlement: 'hi-settlement' },
} as unknown as Env;

function stubFetch(answer: unknown): { bodies: unknown[] } {
  const seen = { bodies: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: { body: string }) => {
      seen.bodies.push(JSON.parse(init.body));
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('text providers in the recipient’s language', () => {
  it('WhatsApp: the same template name, the language code of the recipient', async () => {
    const seen = stubFetch({ messages: [{ id: 'wamid.1' }] });
    const whatsapp = createWhatsAppProvider(env);
    await whatsapp?.send({ to: '+919800000000', kind: 'settlement', params: ['a'], language: 'hi' });
    await whatsapp?.send({ to: '+919800000000', kind: 'settlement', params: ['a'], language: 'en' });
    expect(seen.bodies).toMatchObject([
      { template: { name: 'settlement', language: { code: 'hi' } } },
      { template: { name: 'settlement', language: { code: 'en' } } },
    ]);
  });

  it('MSG91: the Hindi DLT id when registered, else the English one', async () => {
    const seen = stubFetch({ type: 'success', message: 'req-1' });
    const sms = createMsg91Provider(env);
    await sms?.send({ to: '+919800000000', kind: 'settlement', params: ['a'], language: 'hi' });
    await sms?.send({ to: '+919800000000', kind: 'refund-processed', params: ['a'], language: 'hi' });
    await sms?.send({ to: '+919800000000', kind: 'settlement', params: ['a'], language: 'en' });
    expect(seen.bodies.map((body) => (body as { template_id: string }).template_id)).toEqual([
      'hi-settlement',
      'en-refund',
      'en-settlement',
    ]);
  });
});
