import type { FastifyReply } from 'fastify';
import type { SettingsOutcome } from '../../modules/tenants/config-service.ts';
import { sendRefusal } from './admin-replies.ts';

/** A settings call's outcome as HTTP: its value, or its refusal with the fields or the version in force. */
export function answerSettings<T>(reply: FastifyReply, outcome: SettingsOutcome<T>, status = 200): FastifyReply {
  if (outcome.ok) return reply.code(status).send(outcome.value);
  const { error, fields, currentVersion } = outcome;
  return sendRefusal(reply, {
    error,
    ...(fields ? { fields } : {}),
    ...(currentVersion === undefined ? {} : { currentVersion }),
  });
}
