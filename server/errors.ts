import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { msg } from '#shared/messages.ts';

/** Domain error codes. Features throw these; only this file knows HTTP. */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  BLOCKED: 403,
  NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  TOO_MANY: 429,
  INTERNAL: 500,
  /** a store the request needs (the file store) refused or did not answer: try again later */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

const defaultMessage: Record<ErrorCode, string> = {
  VALIDATION: msg.invalidInput,
  UNAUTHORIZED: msg.unauthorized,
  TOKEN_EXPIRED: msg.sessionExpired,
  FORBIDDEN: msg.forbidden,
  BLOCKED: msg.accountBlocked,
  NOT_VERIFIED: msg.partnerAwaitingApproval,
  NOT_FOUND: msg.notFound,
  CONFLICT: msg.conflict,
  TOO_LARGE: msg.tooLarge,
  UNSUPPORTED_MEDIA: msg.invalidImageType,
  TOO_MANY: msg.tooManyRequests,
  INTERNAL: msg.internalError,
  UNAVAILABLE: msg.fileStoreUnavailable,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: Record<string, string> | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { errors?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message ?? defaultMessage[code]);
    this.name = 'AppError';
    this.code = code;
    this.errors = options.errors;
    this.extra = options.extra;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/** The first failing rule's message and a field → message map (first message per field). */
export function issuesToErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] ??= issue.message;
  }
  return { message: issues[0]?.message ?? msg.invalidInput, errors };
}

const SQL_STATE: Record<string, ErrorCode> = {
  '23P01': 'CONFLICT', // exclusion violation: the bike is no longer free
  '23505': 'CONFLICT', // unique violation
  '55P03': 'CONFLICT', // lock_timeout: a hot row (a bike's holds) is busy; bookbike says it in its own words
  '22P02': 'VALIDATION', // invalid text representation (e.g. a malformed uuid that slipped past a schema)
  '22021': 'VALIDATION', // a NUL byte in a text value: PostgreSQL text cannot hold one, whatever the field
};

function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Maps any thrown value to the JSON envelope. 5xx never leaks details. */
export function toHttpError(error: unknown): {
  status: number;
  body: { success: false; message: string; errors?: Record<string, string> } & Record<string, unknown>;
} {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { ...error.extra, success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const { message, errors } = issuesToErrors(
      error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? msg.invalidInput })),
    );
    return { status: 400, body: { success: false, message, errors } };
  }
  const state = sqlState(error);
  if (state && SQL_STATE[state]) {
    const code = SQL_STATE[state];
    return { status: errorStatus[code], body: { success: false, message: defaultMessage[code] } };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  // A JSON body over the body limit is not a file: say what was too large.
  if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, body: { success: false, message: msg.requestTooLarge } };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known: Partial<Record<number, string>> = {
      400: msg.invalidInput,
      401: msg.unauthorized,
      404: msg.notFound,
      413: msg.tooLarge,
      // Fastify's own 415 is a body type no route reads (e.g. form-urlencoded); an image refused by
      // its bytes is AppError('UNSUPPORTED_MEDIA') above, with 'Invalid image type'.
      415: msg.invalidInput,
      429: msg.tooManyRequests,
    };
    return { status, body: { success: false, message: known[status] ?? msg.invalidInput } };
  }
  return { status: 500, body: { success: false, message: msg.internalError } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toHttpError(error);
    if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ status, code: (error as { code?: unknown }).code }, body.message);
    return reply.status(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors`: the router refuses a URL that cannot be decoded or whose parameter is
 * over-long before any hook or error handler runs; without this it answers Fastify's own JSON, which
 * echoes the URL and names the framework's error code.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toHttpError(error);
  request.log.info({ status, code: error.code }, body.message);
  void reply.status(status).send(body);
}
