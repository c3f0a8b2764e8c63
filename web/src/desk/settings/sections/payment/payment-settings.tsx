import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { Field } from '../../../../ui/field.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { NumberField } from '../../../../ui/number-field.tsx';
import { TextField, verbatimInput } from '../../../../ui/text-field.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { helpOf, labelsOf } from '../../setting-names.ts';

/** The payment as the form edits it: a new key as typed ('' keeps the stored one), or its removal. */
type PaymentDraft = {
  payment: Omit<TenantFile['payment'], 'mollieApiKey'> & { mollieApiKey: string; removeKey: boolean };
};

/**
 * How customers pay (docs/reference/tenant-settings.md#payment): the provider, the Mollie key (a secret: shown only as
 * `••••` and its last four, left empty it stays, docs/decisions/044-configuration-versions.md), the payment link's
 * lifetime.
 */
export function PaymentSettings({ settings }: SettingsScreenProps) {
  const { t } = useTranslation();
  // The stored key as the server shows it (`••••1234`), for the key field's placeholder.
  const storedKey = settings.config.payment.mollieApiKey ?? '';
  const form = useSettingsForm<PaymentDraft>({
    section: 'payment',
    settings,
    labels: labelsOf(t, ['payment.provider', 'payment.mollieApiKey', 'payment.removeKey', 'payment.linkExpiryHours']),
    valueOf: ({ payment }) => ({
      payment: {
        provider: payment.provider,
        linkExpiryHours: payment.linkExpiryHours,
        mollieApiKey: '',
        removeKey: false,
      },
    }),
    requestOf: ({ payment: { mollieApiKey, removeKey, ...payment } }) => ({
      value: {
        payment: {
          ...payment,
          ...(removeKey ? { mollieApiKey: null } : mollieApiKey.trim() ? { mollieApiKey: mollieApiKey.trim() } : {}),
        },
      },
    }),
  });
  const removing = form.value('payment.removeKey') === true;
  return (
    <SettingsFormFrame form={form}>
      <Field {...form.field('payment.provider')} info={helpOf(t, 'payment.provider')}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={String(form.value('payment.provider'))}
            onChange={(event) => form.update('payment.provider', event.target.value)}
          >
            <option value="simulator">{t('desk.settings.payment.simulator')}</option>
            <option value="mollie">Mollie</option>
          </select>
        )}
      </Field>
      <TextField
        {...form.text('payment.mollieApiKey')}
        info={storedKey ? t('desk.settings.payment.keyStored') : t('desk.settings.payment.keyNone')}
        type="password"
        autoComplete="off"
        placeholder={storedKey}
        disabled={removing}
        {...verbatimInput}
      />
      {storedKey && <CheckboxField {...form.checkbox('payment.removeKey')} info={helpOf(t, 'payment.removeKey')} />}
      <NumberField
        {...form.number('payment.linkExpiryHours')}
        info={helpOf(t, 'payment.linkExpiryHours')}
        unit={t('desk.settings.unit.hours')}
        min={1}
        max={720}
      />
    </SettingsFormFrame>
  );
}
