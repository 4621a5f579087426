import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { redactUrl } from './redact-url';

/** An answer that took longer than this is logged at `warn`, so it shows at LOG_LEVEL=warn too. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * The request log: ONE line per request, written when its answer has gone, with the request id
 * (`reqId`, as every line a request logs has), method, path, status, milliseconds and client address. Fastify's
 * own log wrote two (an "incoming request" line, then "request completed") and ran both through
 * the req/res serializers and the redaction of their headers: about a third of a cached answer's
 * time (bench/throughput). The line carries no header; its URL goes through `redactUrl`, so a
 * one-time token in a mailed link's address never reaches the log.
 *
 * - errors (a 5xx, or an error while answering) are logged at `error` with the request and the error;
 * - slow answers (≥ SLOW_REQUEST_MS) at `warn`;
 * - every other answer at `info`.
 */
export class RequestLog extends LogController {
  override incomingRequest() {
    // The completed line says it all; a request that never completes is logged by its error.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const status = reply.statusCode;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: ms }, 'request errored');
      return;
    }
    // Through the server's logger, with the id in the line: the request's own child logger is
    // then never built for a request that logs nothing else (lazyChildLogger).
    const log = request.server.log;
    const line = { reqId: request.id, method: request.method, url: redactUrl(request.url), status, ms, ip: request.ip };
    if (status >= 500) log.error(line, 'request completed');
    else if (ms >= SLOW_REQUEST_MS) log.warn(line, 'slow request');
    else log.info(line, 'request completed');
  }
}

/**
 * A request as a log line's `req` (Fastify's own fields, the URL redacted): the logger's `req`
 * serializer, so no line that logs a request, Fastify's own included, carries a token.
 */
export function requestForLog(request: Partial<Pick<FastifyRequest, 'method' | 'url' | 'host' | 'ip'>>) {
  return { method: request.method, url: typeof request.url === 'string' ? redactUrl(request.url) : undefined, host: request.host, remoteAddress: request.ip };
}

/** The app's logger options with `requestForLog` as the `req` serializer. */
export function withRequestSerializer(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}

type LogArgs = Parameters<FastifyBaseLogger['info']>;

/**
 * `request.log`, bound to the request's id, built the first time the request logs through it.
 * Fastify makes a child logger for every request before anything else, and pino serializes the
 * child's bindings to build it: a cost paid by each cached answer for a logger it never uses.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: { level?: string },
  ) {}

  get #logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#logger.level = level;
  }
  child(...args: Parameters<FastifyBaseLogger['child']>) {
    return this.#logger.child(...args);
  }
  fatal(...args: LogArgs) {
    this.#logger.fatal(...args);
  }
  error(...args: LogArgs) {
    this.#logger.error(...args);
  }
  warn(...args: LogArgs) {
    this.#logger.warn(...args);
  }
  info(...args: LogArgs) {
    this.#logger.info(...args);
  }
  debug(...args: LogArgs) {
    this.#logger.debug(...args);
  }
  trace(...args: LogArgs) {
    this.#logger.trace(...args);
  }
  silent(...args: LogArgs) {
    this.#logger.silent(...args);
  }
}

export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
