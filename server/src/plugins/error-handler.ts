import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ErrorReply } from '#common/contracts/error.ts';

/** Zod issues as one readable line per field, e.g. `querystring/lang: Invalid option: expected one of "nl"|"en"`. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(
    errors
      .map((error) => `${dataVar}${error.instancePath === '/' ? '' : error.instancePath}: ${error.message}`)
      .join('; '),
  );
}

/**
 * A 503 a module means the client to see: its message is sent as it is, with `Retry-After` (the address index being
 * built, docs/operations.md#readiness-and-stopping).
 */
interface ExposedUnavailable {
  expose: true;
  retryAfterSeconds: number;
}

const isExposedUnavailable = (error: FastifyError): error is FastifyError & ExposedUnavailable =>
  error.statusCode === 503 &&
  (error as Partial<ExposedUnavailable>).expose === true &&
  typeof (error as Partial<ExposedUnavailable>).retryAfterSeconds === 'number';

/**
 * Every error answers `{ error }`: a 4xx with its message (the client can act on it), a 5xx with a
 * fixed text and the request's id while the details go to the log only, under that id.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status =
    error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode <= 599 ? error.statusCode : 500;
  // The route may have set another type (an image, say) before it failed.
  reply.type('application/json; charset=utf-8');
  if (isExposedUnavailable(error)) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(503).send({ error: error.message } satisfies ErrorReply);
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    // The id finds the log line: a customer or an operator reporting the failure can quote it.
    return reply.code(status).send({ error: 'Internal Server Error', requestId: request.id } satisfies ErrorReply);
  }
  const message =
    error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported Media Type: send application/json' : error.message;
  return reply.code(status).send({ error: message } satisfies ErrorReply);
}
