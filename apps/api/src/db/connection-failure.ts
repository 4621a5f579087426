/** The socket could not be opened or was cut (Node's error codes). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** The server is going or not there yet: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);

/** What node-postgres and its pool say, without a code, when a connection ends or cannot be had. */
const DRIVER_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

/**
 * Whether a query failed because the server could not be reached or its connection was lost (a
 * refused or cut socket, a connection exception of SQLSTATE class 08, the server shutting down or
 * starting up), so that the same query may well succeed on another server. A query's own error
 * (a syntax error, a statement timeout, a constraint) is not: it would fail anywhere.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_GONE.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (DRIVER_MESSAGES.has(error.message)) return true;
  // Node tries each address of a host name (::1 and 127.0.0.1) and reports every refusal together.
  if (error instanceof AggregateError && error.errors.some(isConnectionFailure)) return true;
  return error.cause !== undefined && isConnectionFailure(error.cause);
}
