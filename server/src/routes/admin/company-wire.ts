import type { FastifyReply, FastifyRequest } from 'fastify';
import { companySchema } from '#common/contracts/companies.ts';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import type { CompanyResult, LinkPlace, UserResult } from '../../modules/companies/companies.ts';
import { adminRefusals, refuse } from './admin-replies.ts';

/**
 * The companies' calls between the wire and `app.companies` (docs/reference/api.md#admin-companies): the ability
 * (`companies`, admins only), the company as the reply, refusals as keys.
 */
export const companyRouteConfig = { deskAbility: 'companies' as const };
export const companyReplies = { 200: companySchema, 201: companySchema, ...adminRefusals };
export { deskIdParamsSchema as companyParamsSchema };

/** A company call's outcome as HTTP: the company as it is now, or the refusal. */
export function sendCompany(reply: FastifyReply, result: CompanyResult | UserResult, status = 200): FastifyReply {
  if (result.ok) return reply.code(status).send(result.company);
  if (result.error === 'invalid')
    return refuse(
      reply,
      'invalidFields',
      Object.fromEntries(result.fields.map((field) => [field, 'invalid' as const])),
    );
  return refuse(reply, result.error);
}

/** Where the set-password link goes: the tenant's origin for the host the desk is used on, in the language asked. */
export const linkPlaceOf = (request: FastifyRequest, lang: LinkPlace['lang']): LinkPlace => ({
  host: request.headers.host ?? '',
  lang,
});
