import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { es, t, type MessageKey } from '@plaza/domain/messages/es';

const statusOf = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  too_many: 429,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof statusOf;

/** The one error type services throw: a closed set of kinds, each with its status, and a Spanish message. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly headers: Record<string, string>;
  constructor(kind: ErrorKind, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.kind = kind;
    this.headers = headers;
  }
  get status(): number {
    return statusOf[this.kind];
  }
}

export const fail = (kind: ErrorKind, key: MessageKey, vars?: Record<string, string | number>) =>
  new AppError(kind, t(key, vars));

const catalogue = new Set<string>();
const templates: RegExp[] = [];
(function collect(node: unknown) {
  if (typeof node === 'string') {
    catalogue.add(node);
    // Templates with placeholders match their filled-in form; mostly-placeholder ones would match anything.
    if (/\{\w+\}/.test(node) && node.replace(/\{\w+\}/g, '').trim().length >= 12)
      templates.push(new RegExp(`^${node.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`));
  } else if (node && typeof node === 'object') for (const value of Object.values(node)) collect(value);
})(es);
const fromCatalogue = (message: string) => catalogue.has(message) || templates.some((template) => template.test(message));

/** A validation issue in Spanish: our catalogue's own text as it is, zod's with the field named. */
function validationMessage(error: FastifyError & { validation: { instancePath?: string; message?: string }[] }) {
  const first = error.validation[0];
  const message = first?.message ?? t('errors.invalidBody');
  if (fromCatalogue(message)) return message;
  const field = (first?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return field ? `«${field}»: ${message}` : message;
}

/** Fastify's own client errors, in Spanish. */
const fastifyCodes: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.invalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.invalidBody',
  FST_REQ_FILE_TOO_LARGE: 'errors.bodyTooLarge',
  FST_PARTS_LIMIT: 'errors.bodyTooLarge',
  FST_FILES_LIMIT: 'errors.bodyTooLarge',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'errors.unsupportedMediaType',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status: number;
    let message: string;
    if (error instanceof AppError) {
      status = error.status;
      message = error.message;
      reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      message = validationMessage(error);
    } else if (error.code && fastifyCodes[error.code]) {
      status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      message = t(fastifyCodes[error.code]!);
    } else if (error.statusCode === 429) {
      status = 429;
      message = error.message;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      status = error.statusCode;
      message = t('errors.invalidBody');
    } else {
      status = 500;
      message = t('errors.server');
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: error.code, reason: message }, 'request rejected');
    return reply.status(status).send({ success: false, message });
  });
}
