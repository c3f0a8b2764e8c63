import fp from 'fastify-plugin';
import type { Company } from '#common/contracts/companies.ts';
import type { Settings } from '../../config.ts';
import type { DeskActor } from '../desk/actor.ts';
import { mailingDeps } from '../mail/mailing-deps.ts';
import {
  addUser,
  changeCompany,
  createCompany,
  listCompanies,
  resendLink,
  setUserDisabled,
  type CompaniesDeps,
  type CompanyDetails,
  type CompanyResult,
  type LinkPlace,
  type NewUser,
  type UserResult,
} from './companies.ts';

/**
 * The business customers and their users (docs/decisions/049-companies.md): each call takes the acting staff member and
 * checks the role (`companies`, admins) and the tenant itself.
 */
export interface Companies {
  /** The tenant's companies with their users; undefined for a role that may not see them. */
  list(actor: DeskActor): Promise<Company[] | undefined>;
  create(actor: DeskActor, details: CompanyDetails): Promise<CompanyResult>;
  change(actor: DeskActor, companyId: number, details: CompanyDetails): Promise<CompanyResult>;
  addUser(actor: DeskActor, companyId: number, user: NewUser, place: LinkPlace): Promise<UserResult>;
  resendLink(actor: DeskActor, companyId: number, userId: number, place: LinkPlace): Promise<UserResult>;
  setUserDisabled(actor: DeskActor, companyId: number, userId: number, disabled: boolean): Promise<UserResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    companies: Companies;
  }
}

export function createCompanies(deps: CompaniesDeps): Companies {
  return {
    list: (actor) => listCompanies(deps, actor),
    create: (actor, details) => createCompany(deps, actor, details),
    change: (actor, companyId, details) => changeCompany(deps, actor, companyId, details),
    addUser: (actor, companyId, user, place) => addUser(deps, actor, companyId, user, place),
    resendLink: (actor, companyId, userId, place) => resendLink(deps, actor, companyId, userId, place),
    setUserDisabled: (actor, companyId, userId, disabled) => setUserDisabled(deps, actor, companyId, userId, disabled),
  };
}

/** The companies' services on the app (`app.companies`). */
export const companiesPlugin = fp<Pick<Settings, 'publicUrl'>>(
  async (app, options) => {
    app.decorate('companies', createCompanies(mailingDeps(app, options.publicUrl)));
  },
  { name: 'companies', dependencies: ['database', 'tenants', 'mail'] },
);
