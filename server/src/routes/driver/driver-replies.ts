import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  driverErrorReplySchema,
  driverErrorStatus,
  type DriverError,
  type DriverErrorReply,
} from '#common/contracts/driver.ts';
import type { JobOutcome } from '../../modules/driver-jobs/jobs.ts';
import type { DriverIdentity } from '../../modules/driver-sessions/sign-in.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A driver call that needs a signed-in driver: `driver-routes.ts` refuses it 401 before its handler runs. */
    driverSignedIn?: boolean;
    /** A driver call counted by a rate limit of its own (the sign-in's), not by the per-phone one. */
    ownRateLimit?: boolean;
  }
}

/** The signed-in driver of a call that names `driverSignedIn` (else a fault of ours, a 500). */
export function driverOf(request: FastifyRequest): DriverIdentity {
  if (!request.driver) throw new Error(`${request.routeOptions.url ?? request.url} names no driverSignedIn`);
  return request.driver;
}

/** The refusals a driver call may answer, for its response schema next to its own reply. */
export const driverRefusals = Object.fromEntries(
  [...new Set(Object.values(driverErrorStatus))].map((status) => [status, driverErrorReplySchema]),
) as Record<(typeof driverErrorStatus)[DriverError], typeof driverErrorReplySchema>;

export function refuseDriver(reply: FastifyReply, refusal: DriverErrorReply | DriverError): FastifyReply {
  const body = typeof refusal === 'string' ? { error: refusal } : refusal;
  return reply.code(driverErrorStatus[body.error]).send(body);
}

/** A job move's outcome as HTTP: the job as it is now, or the refusal with where the job is. */
export function answerJob(reply: FastifyReply, outcome: JobOutcome): FastifyReply {
  if (outcome.ok) return reply.send({ job: outcome.job });
  if (outcome.error === 'illegalStep')
    return refuseDriver(reply, { error: 'illegalStep', status: outcome.status, step: outcome.step });
  return refuseDriver(reply, outcome.error);
}

/** Every refusal is a key: a path id otherwise than in digits or a body outside the contract a 404/400, 429, 500. */
export function driverErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (error.validation && error.validationContext === 'params') return refuseDriver(reply, 'jobNotFound');
  if (error.validation) return refuseDriver(reply, 'badRequest');
  const status = error.statusCode ?? 500;
  if (status === 429) return refuseDriver(reply, 'tooManyRequests');
  if (status >= 500) {
    request.log.error({ err: error }, 'driver request failed');
    return reply.code(500).send({ error: 'serverError' });
  }
  return refuseDriver(reply, 'badRequest');
}
