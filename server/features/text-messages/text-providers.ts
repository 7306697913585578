import type { Language } from '#shared/messages/language.ts';
import type { TextMessageKind } from '#shared/messages/text-messages.ts';
import type { Env } from '#server/env.ts';

/** One message as a provider sends it: the template of its kind with its parameters. */
export interface OutgoingText {
  /** E.164 */
  to: string;
  kind: TextMessageKind;
  params: string[];
  /** the recipient's language: WhatsApp's template language, MSG91's DLT template (issue #33) */
  language: Language;
}

/**
 * A provider of text messages (issue #33): WhatsApp (Meta's Cloud API) or SMS (MSG91). `send` resolves
 * with the provider's id of the message once the provider accepted it, and throws when it refused (or
 * could not be reached): then nothing was sent.
 */
export interface TextProvider {
  channel: 'whatsapp' | 'sms';
  /** whether this provider has a template for the kind */
  handles(kind: TextMessageKind): boolean;
  send(message: OutgoingText): Promise<{ providerMessageId: string }>;
}

export class TextProviderError extends Error {}

/** No provider answers slower than this: the lease of a claimed message is longer. */
const PROVIDER_TIMEOUT_MS = 15_000;

async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!response.ok) throw new TextProviderError(`HTTP ${response.status}: ${text.slice(0, 300)}`);
  return json;
}

/** The template names at Meta: WHATSAPP_TEMPLATES or the kind with `_` for `-`. */
function whatsappTemplate(env: Env, kind: TextMessageKind): string {
  return env.WHATSAPP_TEMPLATES[kind] ?? kind.replaceAll('-', '_');
}

/**
 * Meta's WhatsApp Cloud API: POST {base}/{version}/{phone-number-id}/messages with a template message;
 * the answer's `messages[0].id` (a `wamid.…`) names it in the delivery webhooks.
 */
export function createWhatsAppProvider(env: Env): TextProvider | undefined {
  const token = env.WHATSAPP_TOKEN;
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  if (!token || !phoneNumberId) return undefined;
  const url = `${env.WHATSAPP_API_URL.replace(/\/$/, '')}/${env.WHATSAPP_API_VERSION}/${phoneNumberId}/messages`;
  return {
    channel: 'whatsapp',
    handles: () => true,
    send: async ({ to, kind, params, language }) => {
      const answer = (await postJson(
        url,
        { authorization: `Bearer ${token}` },
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: whatsappTemplate(env, kind),
            // the same template name, approved at Meta in each language
            language: { code: language === 'hi' ? env.WHATSAPP_TEMPLATE_LANGUAGE_HI : env.WHATSAPP_TEMPLATE_LANGUAGE },
            components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
          },
        },
      )) as { messages?: { id?: unknown }[] } | undefined;
      const id = answer?.messages?.[0]?.id;
      if (typeof id !== 'string' || id === '') throw new TextProviderError('WhatsApp answer without a message id');
      return { providerMessageId: id };
    },
  };
}

/**
 * MSG91's Flow API (SMS with a DLT-registered template): POST {base}/api/v5/flow with the `authkey`
 * header, the template id and one recipient whose `var1…varN` fill the template. The answer's
 * `message` is the request id its delivery reports carry.
 */
export function createMsg91Provider(env: Env): TextProvider | undefined {
  const authKey = env.MSG91_AUTH_KEY;
  if (!authKey) return undefined;
  const url = `${env.MSG91_API_URL.replace(/\/$/, '')}/api/v5/flow`;
  return {
    channel: 'sms',
    handles: (kind) => Boolean(env.MSG91_TEMPLATE_IDS[kind]),
    send: async ({ to, kind, params, language }) => {
      // the Hindi body's DLT id; none registered (MSG91_TEMPLATE_IDS_HI without the kind): the English
      // template's id, so a Hindi recipient still gets the SMS (English words, their parameters)
      const templateId =
        (language === 'hi' ? env.MSG91_TEMPLATE_IDS_HI[kind] : undefined) ?? env.MSG91_TEMPLATE_IDS[kind];
      if (!templateId) throw new TextProviderError(`no MSG91 template id for ${kind}`);
      const recipient: Record<string, string> = { mobiles: to.replace(/^\+/, '') };
      params.forEach((value, index) => {
        recipient[`var${index + 1}`] = value;
      });
      const answer = (await postJson(
        url,
        { authkey: authKey, accept: 'application/json' },
        { template_id: templateId, short_url: '0', recipients: [recipient] },
      )) as { type?: unknown; message?: unknown } | undefined;
      if (answer?.type !== 'success' || typeof answer.message !== 'string' || answer.message === '') {
        throw new TextProviderError(`MSG91 refused: ${JSON.stringify(answer).slice(0, 300)}`);
      }
      return { providerMessageId: answer.message };
    },
  };
}
