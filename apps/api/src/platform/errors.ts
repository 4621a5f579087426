import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translator, type Leaves } from '@plaza/domain/messages/es';
import { esServer } from '@plaza/domain/messages/es-server';
import { esPanel, tp, type PanelMessageKey } from '@plaza/domain/messages/es-panel';
import { esAdmin, ta, type AdminMessageKey } from '@plaza/domain/messages/es-admin';

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
  /** Fields the answer carries beside `success` and `message`, as the route's contract names them (a 409's current `stock`). */
  readonly fields: Record<string, unknown>;
  constructor(kind: ErrorKind, message: string, headers: Record<string, string> = {}, fields: Record<string, unknown> = {}) {
    super(message);
    this.kind = kind;
    this.headers = headers;
    this.fields = fields;
  }
  get status(): number {
    return statusOf[this.kind];
  }
}

/** Every text the server may answer with: the storefront's catalogue and the pages' own parts of it. */
const serverCatalogue = esServer;
export type MessageKey = Leaves<typeof serverCatalogue>;
/** `t` over every text the server may answer with. */
export const serverText = translator(serverCatalogue);
const t = serverText;

export const fail = (kind: ErrorKind, key: MessageKey, vars?: Record<string, string | number>) =>
  new AppError(kind, t(key, vars));

/** `fail` with a message of the panels' catalogue (messages/es-panel.ts). */
export const failPanel = (kind: ErrorKind, key: PanelMessageKey, vars?: Record<string, string | number>) =>
  new AppError(kind, tp(key, vars));

/** `fail` with a message of the operator console's catalogue (messages/es-admin.ts). */
export const failAdmin = (kind: ErrorKind, key: AdminMessageKey, vars?: Record<string, string | number>) =>
  new AppError(kind, ta(key, vars));

const catalogue = new Set<string>();
const templates: RegExp[] = [];
(function collect(node: unknown) {
  if (typeof node === 'string') {
    catalogue.add(node);
    // Templates with placeholders match their filled-in form; mostly-placeholder ones would match anything.
    if (/\{\w+\}/.test(node) && node.replace(/\{\w+\}/g, '').trim().length >= 12)
      templates.push(new RegExp(`^${node.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`));
  } else if (node && typeof node === 'object') for (const value of Object.values(node)) collect(value);
})({ serverCatalogue, esPanel, esAdmin });
const fromCatalogue = (message: string) => catalogue.has(message) || templates.some((template) => template.test(message));

type Issue = {
  keyword: string;
  instancePath?: string;
  message?: string;
  params?: { expected?: string; origin?: string; minimum?: number | bigint; maximum?: number | bigint; inclusive?: boolean };
};

/** The value the client sent at a validation issue's path, to tell a missing field from a wrong one. */
function sentValue(request: FastifyRequest, context: string | undefined, path: string[]): unknown {
  const sources: Record<string, unknown> = { body: request.body, querystring: request.query, params: request.params, headers: request.headers };
  let node = context ? sources[context] : undefined;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node;
}

/**
 * A validation issue in Spanish: a schema's own catalogue message as it is; otherwise the
 * catalogue's wording of zod's issue, with the field named. Zod's own texts are technical
 * (types, inclusive bounds, regular expressions) and are not shown.
 */
function validationMessage(error: FastifyError & { validation: Issue[] }, request: FastifyRequest): string {
  const first = error.validation[0];
  if (!first) return t('errors.invalidBody');
  if (first.message && fromCatalogue(first.message)) return first.message;
  const path = (first.instancePath ?? '').split('/').filter(Boolean);
  if (path.length === 0) return t('errors.invalidBody');
  const field = path.join('.');
  const { expected, origin, minimum, maximum, inclusive } = first.params ?? {};
  const min = String(minimum);
  const max = String(maximum);
  switch (first.keyword) {
    case 'invalid_type':
      if (sentValue(request, error.validationContext, path) === undefined) return t('errors.field.missing', { field });
      return expected === 'int' ? t('errors.field.notInteger', { field }) : t('errors.field.invalidType', { field });
    case 'too_small':
      if (origin === 'string') return t('errors.field.tooShort', { field, min });
      if (origin === 'array' || origin === 'set') return t('errors.field.tooFewItems', { field, min });
      return inclusive === false ? t('errors.field.notAbove', { field, min }) : t('errors.field.tooSmall', { field, min });
    case 'too_big':
      if (origin === 'string') return t('errors.field.tooLong', { field, max });
      if (origin === 'array' || origin === 'set') return t('errors.field.tooManyItems', { field, max });
      return inclusive === false ? t('errors.field.notBelow', { field, max }) : t('errors.field.tooBig', { field, max });
    default:
      return t('errors.field.invalidType', { field });
  }
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
  FST_ERR_BAD_URL: 'errors.invalidUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.urlTooLong',
};

/**
 * The one answer to every error: the status of its kind and a Spanish message, never a detail of
 * a 5xx. Also Fastify's `frameworkErrors`, for the URLs its router refuses before any route runs.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let message: string;
  let fields: Record<string, unknown> = {};
  if (error instanceof AppError) {
    status = error.status;
    message = error.message;
    fields = error.fields;
    reply.headers(error.headers);
  } else if (hasZodFastifySchemaValidationErrors(error)) {
    status = 400;
    message = validationMessage(error, request);
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
  return reply.status(status).send({ ...fields, success: false, message });
}

/** PostgreSQL text cannot hold U+0000: a value that carries one would fail its query with a 5xx. */
function carriesNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || carriesNul(item, depth + 1));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/** Refuses, with a 400, any parameter, query or body that carries a NUL character anywhere. */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (carriesNul(request.params) || carriesNul(request.query) || carriesNul(request.body)) throw fail('invalid', 'errors.nulCharacter');
  });
}
