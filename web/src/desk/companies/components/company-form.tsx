import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { TextAreaField, TextField, verbatimInput } from '../../../ui/text-field.tsx';
import { RecordForm, type RecordFormProps } from '../../shared/register/record-form.tsx';
import { companyFields } from '#common/contracts/companies.ts';
import { companyProblems, type CompanyDraft } from '../company-form.ts';

/**
 * A company's name, billing address, KvK and VAT numbers, invoice e-mail and payment terms
 * (docs/reference/screens.md#desk-companies), checked by the contract the server checks with (`RecordForm`).
 */
export function CompanyForm(props: RecordFormProps<CompanyDraft>) {
  const { idPrefix, autoFocus = false } = props;
  const { t } = useTranslation();
  const controls = {
    name: { id: `${idPrefix}-name`, label: t('desk.companies.name') },
    billingAddress: { id: `${idPrefix}-address`, label: t('desk.companies.billingAddress') },
    kvkNumber: { id: `${idPrefix}-kvk`, label: t('desk.companies.kvkNumber') },
    vatNumber: { id: `${idPrefix}-vat`, label: t('desk.companies.vatNumber') },
    invoiceEmail: { id: `${idPrefix}-email`, label: t('desk.companies.invoiceEmail') },
    paymentTermsDays: { id: `${idPrefix}-terms`, label: t('desk.companies.paymentTermsDays') },
  };
  return (
    <RecordForm {...props} fields={companyFields} controls={controls} problemsOf={companyProblems}>
      {({ draft, change, message }) => {
        const field = (name: keyof CompanyDraft) => ({
          id: controls[name].id,
          label: controls[name].label,
          message: message(name),
          value: draft[name],
          onChange: (value: string) => change(name, value),
        });
        return (
          <>
            <TextField {...field('name')} required autoComplete="off" autoFocus={autoFocus} />
            <TextAreaField
              {...field('billingAddress')}
              required
              info={t('desk.companies.billingAddressInfo')}
              autoComplete="off"
            />
            <TextField
              {...field('kvkNumber')}
              required
              info={t('desk.companies.kvkNumberInfo')}
              inputMode="numeric"
              autoComplete="off"
              {...verbatimInput}
            />
            <TextField
              {...field('vatNumber')}
              info={t('desk.companies.vatNumberInfo')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextField {...field('invoiceEmail')} required type="email" autoComplete="off" {...verbatimInput} />
            <TextField
              {...field('paymentTermsDays')}
              required
              info={t('desk.companies.paymentTermsDaysInfo')}
              inputMode="numeric"
              autoComplete="off"
            />
          </>
        );
      }}
    </RecordForm>
  );
}
