import type { FastifyRequest } from 'fastify';
import type { Absence, ReassignmentOutcome } from '#common/contracts/desk-absences.ts';
import type { AbsenceView, ReassignmentResult } from '../../modules/desk/absences.ts';
import { transitionRefusal } from './assignment-wire.ts';

/** A driver's absence as the wire's (docs/reference/api.md#admin-absences). */
export function absenceReply(absence: AbsenceView): Absence {
  return {
    id: absence.id,
    driver: absence.driver,
    from: absence.from.toISOString(),
    to: absence.to.toISOString(),
    reason: absence.reason,
    recordedBy: absence.recordedBy,
    recordedAt: absence.recordedAt.toISOString(),
  };
}

/** What became of one trip, a refusal with its key and its sentence or warnings in the request's language. */
export function reassignmentReply(outcome: ReassignmentResult, request: FastifyRequest): ReassignmentOutcome {
  if (outcome.result !== 'refused') return { tripId: outcome.tripId, result: outcome.result };
  const refusal = transitionRefusal(outcome.failure, request);
  return {
    tripId: outcome.tripId,
    result: 'refused',
    error: refusal.error,
    ...(refusal.message !== undefined ? { message: refusal.message } : {}),
    ...(refusal.warnings !== undefined ? { warnings: refusal.warnings } : {}),
  };
}
