import { stringFields } from './answer-fields';
import { enterMaintenanceMode } from './maintenance-mode';

/** Anything with a zod-like `parse`; the schemas of `@plaza/domain` fit. */
export interface Parser<T> {
  parse(input: unknown): T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; `FormData` (uploads) is sent as is. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the order's `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** Status given to an HttpError when the request never got an answer (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;

/** A failed call: the HTTP status and, when the server sent one, its Spanish message. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  /** The `message` of a `{ success: false, message }` answer, if there was one. */
  readonly serverMessage: string | undefined;
  /** The `errors` of the answer, when the server named the fields that failed (the panels map them). */
  readonly errors: unknown;
  /** The whole answer as read, for a refusal that carries more than its message (a 409's current `stock`). */
  readonly body: unknown;

  constructor(status: number, serverMessage?: string, errors?: unknown, body?: unknown) {
    super(serverMessage ?? `HTTP ${status}`);
    this.status = status;
    this.serverMessage = serverMessage;
    this.errors = errors;
    this.body = body;
  }
}

/** The call got no answer (offline, DNS, a dropped connection): the network decided, not the server. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof HttpError && error.status === NETWORK_ERROR_STATUS;
}

const CSRF_TOKEN_PATH = '/api/auth/csrf-token';

// One token per page load, fetched on the first state-changing call; the promise is shared so
// concurrent calls wait for the same request.
let csrfToken: Promise<string> | null = null;
/** `GET /api/auth/csrf-token`'s answer (the server holds it to `csrfTokenSchema`). */
const csrfTokenAnswer = stringFields<{ csrf_token: string }>('GET /api/auth/csrf-token', ['csrf_token']);

/** The session's CSRF token (fetched once per page load); the panels' uploads with progress send it too. */
export function getCsrfToken(): Promise<string> {
  if (!csrfToken) {
    csrfToken = send(CSRF_TOKEN_PATH, 'GET', undefined, undefined, undefined).then(
      (answer) => csrfTokenAnswer.parse(answer).csrf_token,
      (error: unknown) => {
        csrfToken = null;
        throw error;
      },
    );
  }
  return csrfToken;
}

function isStateChanging(method: HttpMethod): boolean {
  return method !== 'GET';
}

function isCsrfRejection(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403 && /csrf/i.test(error.serverMessage ?? '');
}

/**
 * The one way the app talks to the API: cookies included, the AJAX marker and CSRF headers
 * set, errors thrown as `HttpError`, 502/503 switching the site into maintenance mode.
 * With a `schema` the answer is parsed by it; without, it is returned as read.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions & { schema: Parser<T> }): Promise<T>;
export async function apiFetch(path: string, options?: ApiFetchOptions): Promise<unknown>;
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, signal, headers, schema }: ApiFetchOptions & { schema?: Parser<T> } = {},
): Promise<unknown> {
  let answer: unknown;
  if (isStateChanging(method)) {
    try {
      answer = await send(path, method, body, signal, await getCsrfToken(), headers);
    } catch (error) {
      if (!isCsrfRejection(error)) throw error;
      // The session (and its token) may have changed since the page loaded: fetch a new one, once.
      csrfToken = null;
      answer = await send(path, method, body, signal, await getCsrfToken(), headers);
    }
  } else {
    answer = await send(path, method, body, signal, undefined, headers);
  }
  return schema ? schema.parse(answer) : answer;
}

async function send(
  path: string,
  method: HttpMethod,
  body: unknown,
  signal: AbortSignal | undefined,
  csrf: string | undefined,
  extraHeaders?: Record<string, string>,
): Promise<unknown> {
  // Rendering on the server (entry-server.tsx), a page shows what the server embedded and the
  // rest as still loading: the browser asks for it once it takes over.
  if (import.meta.env.SSR) return new Promise<never>(() => undefined);
  const headers = new Headers({ ...extraHeaders, 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  if (csrf) headers.set('X-CSRF-Token', csrf);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(NETWORK_ERROR_STATUS);
  }

  if (response.status === 502 || response.status === 503) enterMaintenanceMode();
  const answer = await readBody(response);
  if (!response.ok) throw new HttpError(response.status, messageOf(answer), (answer as { errors?: unknown } | null)?.errors, answer);
  return answer;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  try {
    return type.includes('json') ? await response.json() : await response.text();
  } catch {
    return undefined;
  }
}

function messageOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return undefined;
  const { message } = answer;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
