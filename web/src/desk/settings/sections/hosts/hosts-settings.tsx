import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { TextListField } from '../../../../ui/text-list-field.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { settingsFieldId, useSettingsForm, type SettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { helpOf } from '../../setting-names.ts';

type HostsDraft = Pick<TenantFile, 'hostnames' | 'origins'>;
type List = keyof HostsDraft;

/**
 * The host names the operator's app answers on and the addresses its links use
 * (docs/reference/tenant-settings.md#hostnames-and-origins): the section `hosts`, two editable lists.
 */
export function HostsSettings({ settings }: SettingsScreenProps) {
  const { t } = useTranslation();
  const itemLabel = (list: List, index: number) => t(`desk.settings.hosts.${list}Item`, { number: index + 1 });
  const { hostnames, origins } = settings.config;
  const form = useSettingsForm<HostsDraft>({
    section: 'hosts',
    settings,
    // Every place of the lists as they were loaded and a few more, so a problem at a new one has its field.
    labels: Object.fromEntries(
      (['hostnames', 'origins'] as const).flatMap((list) =>
        Array.from({ length: Math.max(hostnames.length, origins.length) + 10 }, (_, index) => [
          `${list}.${index}`,
          itemLabel(list, index),
        ]),
      ),
    ),
    valueOf: (config) => ({ hostnames: config.hostnames, origins: config.origins }),
  });
  return (
    <SettingsFormFrame form={form}>
      <HostList form={form} list="hostnames" itemLabel={itemLabel} inputType="text" />
      <HostList form={form} list="origins" itemLabel={itemLabel} inputType="url" />
    </SettingsFormFrame>
  );
}

type HostListProps = {
  form: Pick<SettingsForm<HostsDraft>, 'value' | 'update' | 'addItem' | 'removeItem' | 'message'>;
  list: List;
  itemLabel: (list: List, index: number) => string;
  inputType: string;
};

function HostList({ form, list, itemLabel, inputType }: HostListProps) {
  const { t } = useTranslation();
  const items = (form.value(list) ?? []) as string[];
  const path = (index: number) => `${list}.${index}`;
  return (
    <TextListField
      legend={t(`desk.settings.field.${list}`)}
      info={helpOf(t, list)}
      items={items}
      idOf={(index) => settingsFieldId(path(index))}
      labelOf={(index) => itemLabel(list, index)}
      messageOf={(index) => form.message(path(index))}
      onChange={(index, value) => form.update(path(index), value)}
      onAdd={() => form.addItem(list, '')}
      onRemove={(index) => form.removeItem(list, index)}
      addLabel={t(`desk.settings.hosts.${list}Add`)}
      removeLabelOf={(index) => t('desk.settings.hosts.remove', { item: itemLabel(list, index) })}
      emptyText={t(`desk.settings.hosts.${list}Empty`)}
      inputType={inputType}
    />
  );
}
