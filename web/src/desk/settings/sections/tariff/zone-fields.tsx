import { Field } from '../../../../ui/field.tsx';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation, type TFunction } from '../../../../ui/i18n/i18n.ts';
import { TextAreaField, TextField } from '../../../../ui/text-field.tsx';
import { ChoiceFields } from '../../components/choice-fields.tsx';
import { UnitTextField } from '../../components/unit-text-field.tsx';
import { newZoneId, withoutZone, type TariffFormDraft, type ZoneDraft } from './tariff-draft.ts';
import { maxFixedRoutes, maxZones, type TariffForm } from './tariff-form.ts';

/** The labels of the zones' and fixed prices' fields, by number: `Zone 2: radius`, `Fixed price 3: from`. */
export function zoneLabels(t: TFunction): Record<string, string> {
  const labels: Record<string, string> = {
    'tariff.zones': t('desk.settings.tariff.zones'),
    'tariff.fixedRoutes': t('desk.settings.tariff.fixedRoutes'),
  };
  for (let i = 0; i < maxZones; i++) {
    const zone = (name: string) => t(`desk.settings.tariff.zone.${name}`, { n: i + 1 });
    for (const name of ['name', 'center.lat', 'center.lng', 'radiusKm', 'postcodes'])
      labels[`tariff.zones.${i}.${name}`] = zone(name);
    labels[`tariff.zones.${i}`] = zone('name');
  }
  for (let i = 0; i < maxFixedRoutes; i++) {
    for (const name of ['from', 'to', 'priceCents'])
      labels[`tariff.fixedRoutes.${i}.${name}`] = t(`desk.settings.tariff.route.${name}`, { n: i + 1 });
  }
  return labels;
}

type Change = (make: (draft: TariffFormDraft) => TariffFormDraft, path?: string) => void;

function ZoneFieldset({
  form,
  zone,
  index,
  change,
}: {
  form: TariffForm;
  zone: ZoneDraft;
  index: number;
  change: Change;
}) {
  const { t } = useTranslation();
  const path = `tariff.zones.${index}`;
  const kindName = `${form.field(path).id}-kind`;
  // Inside the zone's own group the field needs no number; its messages still name the zone (`zoneLabels`).
  const short = (name: string) => t(`desk.settings.tariff.zoneField.${name}`);
  return (
    <Fieldset
      legend={zone.name.trim() || t('desk.settings.tariff.zoneUnnamed', { n: index + 1 })}
      className="settings-zone"
    >
      <TextField {...form.text(`${path}.name`)} label={short('name')} autoComplete="off" />
      <ChoiceFields
        legend={t('desk.settings.tariff.zoneKind')}
        name={kindName}
        value={zone.kind}
        choices={(['circle', 'postcodes'] as const).map((kind) => ({
          value: kind,
          label: t(`desk.settings.tariff.zoneKind_${kind}`),
        }))}
        onChange={(kind) => form.update(`${path}.kind`, kind)}
      />
      {zone.kind === 'circle' ? (
        <div className="settings-row">
          <TextField
            {...form.text(`${path}.center.lat`)}
            label={short('center.lat')}
            inputMode="decimal"
            autoComplete="off"
          />
          <TextField
            {...form.text(`${path}.center.lng`)}
            label={short('center.lng')}
            inputMode="decimal"
            autoComplete="off"
          />
          <UnitTextField {...form.text(`${path}.radiusKm`)} label={short('radiusKm')} unit="km" />
        </div>
      ) : (
        <TextAreaField
          {...form.text(`${path}.postcodes`)}
          label={short('postcodes')}
          info={t('desk.settings.tariff.zonePostcodesInfo')}
          rows={2}
          autoComplete="off"
        />
      )}
      <div className="actions">
        <button
          type="button"
          className="button button--quiet"
          onClick={() => change((draft) => withoutZone(draft, index), 'tariff.zones')}
        >
          {t('desk.settings.tariff.zoneRemove', { zone: zone.name.trim() || index + 1 })}
        </button>
      </div>
    </Fieldset>
  );
}

/**
 * Zones (a circle around a place or postcode areas) and the fixed prices between them
 * (docs/reference/tenant-settings.md#tariff): a fixed price replaces the metered one either way round.
 */
export function ZoneFields({ form }: { form: TariffForm }) {
  const { t } = useTranslation();
  const { zones, fixedRoutes } = form.draft.tariff;
  const change: Change = (make, path) => form.change((draft) => ({ tariff: make(draft.tariff) }), path);
  const zoneName = (id: string) => zones.find((zone) => zone.id === id)?.name.trim() || id;
  const addZone = () =>
    change((draft) => ({
      ...draft,
      zones: [
        ...draft.zones,
        {
          id: newZoneId(draft.zones),
          name: '',
          kind: 'postcodes',
          center: { lat: '', lng: '' },
          radiusKm: '',
          postcodes: '',
        },
      ],
    }));
  const addRoute = () => {
    const first = zones[0]?.id ?? '';
    change((draft) => ({
      ...draft,
      fixedRoutes: [...draft.fixedRoutes, { from: first, to: zones[1]?.id ?? first, priceCents: '' }],
    }));
  };
  const zoneSelect = (index: number, end: 'from' | 'to') => {
    const path = `tariff.fixedRoutes.${index}.${end}`;
    const field = form.field(path);
    return (
      <Field {...field} label={t(`desk.settings.tariff.routeField.${end}`)}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={String(form.value(path) ?? '')}
            onChange={(event) => form.update(path, event.target.value)}
          >
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zoneName(zone.id)}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  };
  return (
    <>
      <Fieldset legend={t('desk.settings.tariff.zones')} info={t('desk.settings.tariff.zonesInfo')}>
        {form.message('tariff.zones') && <p className="field__message">{form.message('tariff.zones')}</p>}
        {zones.map((zone, index) => (
          <ZoneFieldset key={zone.id} form={form} zone={zone} index={index} change={change} />
        ))}
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={zones.length >= maxZones}
            onClick={addZone}
          >
            {t('desk.settings.tariff.zoneAdd')}
          </button>
        </div>
      </Fieldset>
      <Fieldset legend={t('desk.settings.tariff.fixedRoutes')} info={t('desk.settings.tariff.fixedRoutesInfo')}>
        {fixedRoutes.length === 0 && <p>{t('desk.settings.tariff.fixedRoutesNone')}</p>}
        {fixedRoutes.map((route, index) => (
          <div
            key={index}
            className="settings-route"
            role="group"
            aria-label={t('desk.settings.tariff.routeGroup', { n: index + 1 })}
          >
            {zoneSelect(index, 'from')}
            {zoneSelect(index, 'to')}
            <UnitTextField
              {...form.text(`tariff.fixedRoutes.${index}.priceCents`)}
              label={t('desk.settings.tariff.routeField.priceCents')}
              unit="€"
            />
            <button
              type="button"
              className="button button--quiet settings-route__remove"
              onClick={() =>
                change(
                  (draft) => ({ ...draft, fixedRoutes: draft.fixedRoutes.filter((_, each) => each !== index) }),
                  'tariff.fixedRoutes',
                )
              }
            >
              {t('desk.settings.tariff.routeRemove', {
                from: zoneName(route.from),
                to: zoneName(route.to),
              })}
            </button>
          </div>
        ))}
        <div className="actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={zones.length === 0 || fixedRoutes.length >= maxFixedRoutes}
            onClick={addRoute}
          >
            {t('desk.settings.tariff.routeAdd')}
          </button>
        </div>
      </Fieldset>
    </>
  );
}
