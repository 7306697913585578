import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isValidGstin } from '#shared/domain/gstin.ts';

/**
 * The only reader of process.env. Parsed once with zod; a bad value fails at boot, naming the variable.
 * Secrets that are not given (JWT_SECRET, the sandbox payment key) are generated once into DATA_DIR,
 * so a second `npm start` keeps every session and signature valid.
 */
const boolish = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

/** an optional string; empty counts as not set */
const optionalText = () =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** `a=x,b=y` → { a: 'x', b: 'y' } */
const templateMap = () =>
  z
    .string()
    .optional()
    .transform((v, ctx): Record<string, string> => {
      const map: Record<string, string> = {};
      for (const pair of (v ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const [name, value] = pair.split('=').map((part) => part.trim());
        if (!name || !value) {
          ctx.addIssue({ code: 'custom', message: 'must be kind=value pairs separated by commas' });
          return z.NEVER;
        }
        map[name] = value;
      }
      return map;
    });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * A streaming replica of DATABASE_URL for the public reads (search, bike details, fleet, tariff,
   * offers, cities). Ignored, with a log line, without DATABASE_URL (the embedded database has none).
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** the replica is bypassed while it is further behind the primary than this (seconds) */
  READ_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0).max(300).default(5),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Rev-On Rentals <no-reply@revon.rentals>'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  /**
   * Verifies X-Razorpay-Signature on POST /api/razorpay/webhook (issue 28): the secret set on the
   * webhook in Razorpay's dashboard. Not given: generated once into DATA_DIR (the sandbox's; tests and
   * drills read it from there or set it).
   */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Razorpay's API address: its own by default; a local double in tests and drills */
  RAZORPAY_BASE_URL: z
    .url('must be a URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The driving-licence verification provider (issue #32, docs/licence-provider.md): its API address
   * and key. Not given: the built-in sandbox answers from its rules (numbers ending in 0 are invalid).
   */
  LICENCE_PROVIDER_URL: z
    .url('must be a URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LICENCE_PROVIDER_KEY: z.string().optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(9, 'must be more than 8 characters').optional(),
  SEED_DEMO: boolish,
  /** GST on two-wheeler rental, percent each; the law has changed before (decision D31) */
  CGST_PERCENT: z.coerce.number().min(0).max(50).default(14),
  SGST_PERCENT: z.coerce.number().min(0).max(50).default(14),
  /**
   * The platform as the supplier of the commission invoices to partners (issue #34): its legal name,
   * address and GSTIN. The defaults are a demo identity (README); set them before issuing real invoices.
   */
  PLATFORM_NAME: z.string().trim().min(1).max(120).default('Rev-On Rentals Private Limited (demo)'),
  PLATFORM_ADDRESS: z.string().trim().min(1).max(300).default('12 Residency Road, Bengaluru, Karnataka 560025'),
  PLATFORM_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidGstin, 'must be a GSTIN (15 characters, a state code and its check character)')
    .default('29AAJCR1234M1Z1'),
  /**
   * How long the answers of the bike search and the admin dashboard may be kept (seconds; 0: never).
   * A write drops them at once; the limit is for what changes with time alone (a payment hold
   * running out frees its bike this much later in the search, at most).
   */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  /**
   * Dated bike searches answered from each searched city's bikes, rides and blocks held in memory
   * (decision D66), kept exact by the change feed; false: every such search runs its SQL.
   */
  SEARCH_INDEX: boolish.transform((v) => v ?? true),
  /**
   * Photos, renditions and identity documents in an S3-compatible bucket instead of
   * DATA_DIR/uploads (decision D-storage, docs/deployment.md). Credentials come from the AWS SDK's
   * own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, instance roles).
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** a non-AWS service: MinIO, Cloudflare R2, DigitalOcean Spaces */
  S3_ENDPOINT: z
    .url('must be a URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_FORCE_PATH_STYLE: boolish,
  /** read here only to default it (us-east-1) for an S3_ENDPOINT without one; the SDK reads it too */
  AWS_REGION: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Where the nightly backups of an embedded instance go (default DATA_DIR/backups); 'off': none.
   * The admin's "Back up now" writes there too.
   */
  BACKUP_DIR: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** how many nightly backups are kept (the oldest go first) */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /**
   * How long a mail being sent is its sender's (issue #30): a mail still being sent after this was
   * left by a process that died, and is sent again. Longer than an SMTP send can take (40 s).
   */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  /**
   * Whether an instance runs one payment reconcile as it starts (issue 28), besides the
   * `payment-reconcile` cron every 10 minutes. Off: only the cron's (or a queued) job reconciles —
   * many instances restarting at once, or a kill test that must catch the queued job mid-run.
   */
  PAYMENT_RECONCILE_AT_START: boolish.transform((v) => v ?? true),
  /**
   * The bound on any error of a dated search (issue #29): whatever a request, a network or a write that
   * fires no trigger does, a search is right again within this many seconds. Each searched city is read
   * again at least this often (less the time the read cache may keep an answer; the read cache keeps
   * nothing longer than half of it).
   */
  SEARCH_INDEX_MAX_AGE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  /**
   * WhatsApp and SMS (issue #33). WhatsApp through Meta's Cloud API when WHATSAPP_TOKEN and
   * WHATSAPP_PHONE_NUMBER_ID are set; SMS through MSG91 when MSG91_AUTH_KEY is; neither: every message
   * goes to the log. Template names/ids per kind: `kind=value` pairs separated by commas (WhatsApp
   * names default to the kind with `_` for `-`; an SMS kind without a DLT template id is not sent by SMS).
   */
  WHATSAPP_TOKEN: optionalText(),
  WHATSAPP_PHONE_NUMBER_ID: optionalText(),
  /** the Meta app's secret: delivery webhooks are refused unless X-Hub-Signature-256 is its HMAC */
  WHATSAPP_APP_SECRET: optionalText(),
  /** the token Meta echoes when the webhook is subscribed (GET hub.verify_token) */
  WHATSAPP_VERIFY_TOKEN: optionalText(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v[0-9]+\.[0-9]+$/)
    .default('v21.0'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('en'),
  /** the language code of the same templates in Hindi, for a Hindi recipient (issue #33, D83) */
  WHATSAPP_TEMPLATE_LANGUAGE_HI: z.string().default('hi'),
  WHATSAPP_TEMPLATES: templateMap(),
  MSG91_AUTH_KEY: optionalText(),
  MSG91_API_URL: z.url().default('https://control.msg91.com'),
  MSG91_TEMPLATE_IDS: templateMap(),
  /**
   * The DLT template ids of the Hindi bodies (kind=id pairs, as MSG91_TEMPLATE_IDS); a kind without
   * one sends a Hindi recipient's SMS with the English template's id (the parameters still theirs).
   */
  MSG91_TEMPLATE_IDS_HI: templateMap(),
  /** MSG91's delivery reports carry no signature: the webhook URL must carry this (`?secret=`) */
  MSG91_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('./dist/web'),
  /**
   * Whose X-Forwarded-For to believe (per-address rate limits depend on it): 'loopback' (default:
   * a reverse proxy on the same host), the proxies' addresses/CIDRs separated by commas (a load
   * balancer's subnet), or 'false' (never). 'true' would let any client pick its own address.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): false | string[] => (v === 'false' ? false : v.split(',').map((part) => part.trim())))
    .refine((v) => !(Array.isArray(v) && v.includes('true')), 'must not be true: any client could pick its address'),
});

export type Env = z.infer<typeof schema> & {
  JWT_SECRET: string;
  RAZORPAY_KEY_ID: string;
  RAZORPAY_KEY_SECRET: string;
  RAZORPAY_WEBHOOK_SECRET: string;
  WHATSAPP_APP_SECRET: string;
  WHATSAPP_VERIFY_TOKEN: string;
  MSG91_WEBHOOK_SECRET: string;
  dataDir: string;
  /** the resolved backup folder, or undefined when BACKUP_DIR=off */
  backupDir: string | undefined;
};

export class EnvError extends Error {}

/** Parses an environment (process.env by default). Tests pass their own object. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new EnvError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid'}`);
  }
  const env = parsed.data;
  if (env.PAYMENT_PROVIDER === 'razorpay' && (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET)) {
    throw new EnvError('Invalid environment variable RAZORPAY_KEY_ID: required when PAYMENT_PROVIDER=razorpay');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  if ((env.S3_ENDPOINT || env.S3_FORCE_PATH_STYLE) && !env.S3_BUCKET) {
    throw new EnvError(
      'Invalid environment variable S3_BUCKET: required when S3_ENDPOINT or S3_FORCE_PATH_STYLE is set',
    );
  }
  const backupDir =
    env.BACKUP_DIR === 'off' ? undefined : path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups'));
  return {
    ...env,
    dataDir,
    backupDir,
    JWT_SECRET: env.JWT_SECRET ?? persistedSecret(dataDir, 'jwt-secret'),
    RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID ?? 'rzp_test_sandbox',
    RAZORPAY_KEY_SECRET: env.RAZORPAY_KEY_SECRET ?? persistedSecret(dataDir, 'sandbox-key-secret'),
    RAZORPAY_WEBHOOK_SECRET: env.RAZORPAY_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'webhook-secret'),
    // not given: a secret nobody else knows, so the webhooks refuse every report until one is set
    WHATSAPP_APP_SECRET: env.WHATSAPP_APP_SECRET ?? persistedSecret(dataDir, 'whatsapp-app-secret'),
    WHATSAPP_VERIFY_TOKEN: env.WHATSAPP_VERIFY_TOKEN ?? persistedSecret(dataDir, 'whatsapp-verify-token'),
    MSG91_WEBHOOK_SECRET: env.MSG91_WEBHOOK_SECRET ?? persistedSecret(dataDir, 'msg91-webhook-secret'),
  };
}

function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.txt`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
