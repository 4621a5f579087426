import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** An answer that took longer than this is logged at `warn`, so it shows at LOG_LEVEL=warn too. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * The request log: ONE line per request, written when its answer has gone, with the request id
 * (the child logger's `reqId`), method, path, status, milliseconds and client address. Fastify's
 * own log wrote two (an "incoming request" line, then "request completed") and ran both through
 * the req/res serializers and the redaction of their headers: about a third of a cached answer's
 * time (bench/throughput). The line carries no header, so nothing in it needs redacting.
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
    const line = { method: request.method, url: request.url, status, ms, ip: request.ip };
    if (status >= 500) reply.log.error(line, 'request completed');
    else if (ms >= SLOW_REQUEST_MS) reply.log.warn(line, 'slow request');
    else reply.log.info(line, 'request completed');
  }
}
