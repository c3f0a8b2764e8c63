import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Feedback, useFeedback } from '../../../ui/feedback.tsx';
import { DeskPage } from '../../shared/desk-page.tsx';
import { DeskQueryView } from '../../shared/desk-query.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';
import { useCompanies, useCreateCompany } from '../api/companies-api.ts';
import { companyRequest, emptyCompany } from '../company-form.ts';
import { CompanyCard } from './company-card.tsx';
import { CompanyForm } from './company-form.tsx';
import './companies.css';

/**
 * The companies, `/admin/companies` (docs/reference/screens.md#desk-companies), for admins: the business customers that
 * book on account, their details and users, and the form for a new company (docs/decisions/049-companies.md).
 */
export function CompaniesScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('desk.companies.title')} ability="companies">
      {() => (
        <>
          <CompaniesList />
          <NewCompany />
        </>
      )}
    </DeskPage>
  );
}

function CompaniesList() {
  const { t } = useTranslation();
  const companies = useCompanies();
  return (
    <DeskSection headingId="companies-list-heading" heading={t('desk.companies.listTitle')}>
      <p>{t('desk.companies.intro')}</p>
      <DeskQueryView query={companies}>
        {({ companies: list }) =>
          list.length === 0 ? (
            <p>{t('desk.companies.none')}</p>
          ) : (
            <div className="desk-companies">
              {list.map((company) => (
                <CompanyCard key={company.id} company={company} />
              ))}
            </div>
          )
        }
      </DeskQueryView>
    </DeskSection>
  );
}

const newCompanyHeadingId = 'new-company-heading';

function NewCompany() {
  const { t } = useTranslation();
  const create = useCreateCompany();
  const feedback = useFeedback();
  return (
    <DeskSection headingId={newCompanyHeadingId} heading={t('desk.companies.newTitle')} className="desk-record-new">
      <CompanyForm
        idPrefix="new-company"
        labelledBy={newCompanyHeadingId}
        initial={emptyCompany}
        clearOnSave
        pending={create.isPending}
        submitLabel={t('desk.companies.add')}
        onSave={async (draft) => {
          feedback.clear();
          const created = await create.mutateAsync(companyRequest(draft));
          feedback.show(t('desk.companies.added', { name: created.name }), 'success');
        }}
      />
      <Feedback message={feedback.message} />
    </DeskSection>
  );
}
