import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import {
  adminErrorReplySchema,
  adminErrorStatus,
  type AdminError,
  type AdminErrorReply,
  type DeskAbility,
  type FieldError,
} from '#common/contracts/admin.ts';
import type { DeskActor } from '../../modules/desk/actor.ts';
import type { DeskOutcome } from '../../modules/staff/outcome.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a desk call needs of the staff member's role (`roleAbilities`); `admin-routes.ts` checks it first. */
    deskAbility?: DeskAbility;
  }
  interface FastifyRequest {
    /** The acting staff member of a desk call that names its `deskAbility`. */
    deskActor: DeskActor | null;
  }
}

/** The acting staff member of a desk call; its route must name a `deskAbility` (else it is a fault of ours, a 500). */
export function actorOf(request: FastifyRequest): DeskActor {
  if (!request.deskActor) throw new Error(`${request.routeOptions.url ?? request.url} names no deskAbility`);
  return request.deskActor;
}

/** The refusals a desk call may answer, for its response schema next to its own reply. */
export const adminRefusals = Object.fromEntries(
  [...new Set(Object.values(adminErrorStatus))].map((status) => [status, adminErrorReplySchema]),
) as Record<(typeof adminErrorStatus)[AdminError], typeof adminErrorReplySchema>;

/** A desk action's outcome as HTTP: its value with `status`, or its refusal with the refusal's status. */
export function answer<T>(reply: FastifyReply, outcome: DeskOutcome<T>, status = 200): FastifyReply {
  if (!outcome.ok) return refuse(reply, outcome.error);
  return reply.code(status).send(outcome.value);
}

export function refuse(reply: FastifyReply, error: AdminError, fields?: Record<string, FieldError>): FastifyReply {
  return sendRefusal(reply, { error, ...(fields ? { fields } : {}) });
}

/** A refusal with what its key carries (`from`, `remainingCents`, `quote`, …), under the key's status. */
export function sendRefusal(reply: FastifyReply, refusal: AdminErrorReply): FastifyReply {
  return reply.code(adminErrorStatus[refusal.error]).send(refusal);
}

function fieldErrorOf(issue: FastifySchemaValidationError): FieldError {
  const { origin } = issue.params as { origin?: string };
  const text = origin === 'string';
  if (issue.keyword === 'too_small') return text ? 'tooShort' : 'tooSmall';
  if (issue.keyword === 'too_big') return text ? 'tooLong' : 'tooLarge';
  return 'invalid';
}

/** The fields of a request outside its contract: field name → what is wrong (the first thing, per field). */
export function fieldErrorsOf(
  issues: readonly FastifySchemaValidationError[],
  part: string | undefined,
): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys') {
      const { keys = [] } = issue.params as { keys?: string[] };
      for (const key of keys) fields[key] ??= 'unknownField';
      continue;
    }
    // A field's own path, or the whole part (`body`, `querystring`, `params`) when that is not an object at all.
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || (part ?? 'body');
    fields[field] ??= fieldErrorOf(issue);
  }
  return fields;
}

const errorOfStatus: Partial<Record<number, AdminError>> = {
  413: 'bodyTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/**
 * Every desk refusal is a key (`adminErrorStatus`): a path id written otherwise than in plain digits a 404, a request
 * outside its contract is a 422 with the fields, the
 * request rate limit a 429 `tooManyRequests`, what the body parser refuses a 400/413/415, a fault a 500 whose details
 * go to the log only.
 */
export function adminErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.type('application/json; charset=utf-8');
  // A path that names no row the way ids are written (`/trips/0xb`) is no path of ours.
  if (error.validation && error.validationContext === 'params') return refuse(reply, 'notFound');
  if (error.validation) return refuse(reply, 'invalidFields', fieldErrorsOf(error.validation, error.validationContext));
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'desk request failed');
    return refuse(reply, 'serverError');
  }
  return refuse(reply, errorOfStatus[status] ?? 'badRequest');
}
