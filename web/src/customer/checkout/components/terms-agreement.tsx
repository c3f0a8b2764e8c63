import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';

type TermsAgreementProps = {
  /** The operator's terms for the language in use. */
  url: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Say that the box must be ticked: after a pay attempt without it. */
  revealed: boolean;
};

/**
 * The agree-to-terms box (docs/reference/screens.md#checkout, docs/reference/record-layout.md), its label linking to
 * the terms in a new tab.
 */
export function TermsAgreement({ url, checked, onChange, revealed }: TermsAgreementProps) {
  const { t } = useTranslation();
  return (
    <CheckboxField
      id="checkout-terms"
      required
      checked={checked}
      onChange={onChange}
      message={revealed && !checked ? t('termsRequired') : null}
      label={
        <>
          {t('agreeTermsIntro')}{' '}
          <a href={url} target="_blank" rel="noopener">
            {t('agreeTermsLink')}
            <span className="checkout-terms__new-tab"> {t('opensInNewTab')}</span>
          </a>
        </>
      }
    />
  );
}
