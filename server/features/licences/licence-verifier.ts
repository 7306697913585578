import { z } from 'zod';
import type { Env } from '#server/env.ts';

/**
 * The driving-licence verification provider (issue #32, docs/licence-provider.md): number + date of
 * birth → the holder's name, classes and validity, as the transport department's Sarathi records
 * have them. Behind this interface so a real provider (Surepass, Signzy, IDfy…) or the sandbox can
 * stand behind it.
 */
export interface LicenceRecord {
  name: string;
  classes: string[];
  /** `YYYY-MM-DD`: the end of the non-transport validity */
  validUntil: string;
}

export interface LicenceVerifier {
  /** The record, `null` when the provider knows no such licence; throws when it did not answer. */
  verify(query: { number: string; dob: string }): Promise<LicenceRecord | null>;
}

/** The sandbox's rules (docs/licence-provider.md), shared by the built-in sandbox and the HTTP double. */
export function sandboxLicenceRecord(query: { number: string; dob: string }): LicenceRecord | null {
  const last = Number(query.number.at(-1));
  if (!Number.isInteger(last) || last === 0) return null;
  const [y = 0, m = 1, d = 1] = query.dob.split('-').map(Number);
  // valid until the day before the 50th birthday (Motor Vehicles Act s.14, non-transport)
  const end = new Date(Date.UTC(y + 50, m - 1, d - 1));
  return {
    name: 'SANDBOX HOLDER',
    classes: last % 2 === 1 ? ['MCWOG', 'MCWG'] : ['MCWOG'],
    validUntil: end.toISOString().slice(0, 10),
  };
}

/** The provider's answer (docs/licence-provider.md, `POST /v1/driving-licence/verify`). */
const verifyAnswer = z.object({
  status: z.enum(['VALID', 'INVALID']),
  result: z
    .object({
      name: z.string(),
      cov: z.array(z.object({ class: z.string() })),
      validity: z.object({ non_transport: z.object({ to: z.string() }) }),
    })
    .optional(),
});

const TIMEOUT_MS = 5_000;

/** A client of the provider's HTTP API at `baseUrl`. */
export function httpLicenceVerifier(baseUrl: string, apiKey: string): LicenceVerifier {
  return {
    async verify({ number, dob }) {
      const response = await fetch(new URL('/v1/driving-licence/verify', baseUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ dl_number: number.replace(/\s/g, ''), dob }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`licence provider answered ${response.status}`);
      const answer = verifyAnswer.parse(await response.json());
      if (answer.status === 'INVALID' || !answer.result) return null;
      return {
        name: answer.result.name,
        classes: answer.result.cov.map((c) => c.class),
        validUntil: answer.result.validity.non_transport.to,
      };
    },
  };
}

/** The provider LICENCE_PROVIDER_URL names, or the built-in sandbox. */
export function createLicenceVerifier(
  env: Pick<Env, 'LICENCE_PROVIDER_URL' | 'LICENCE_PROVIDER_KEY'>,
): LicenceVerifier {
  if (env.LICENCE_PROVIDER_URL) return httpLicenceVerifier(env.LICENCE_PROVIDER_URL, env.LICENCE_PROVIDER_KEY ?? '');
  return { verify: async (query) => sandboxLicenceRecord(query) };
}
