import { useId, useState } from 'react';
import type { TariffPreviewReply } from '#common/contracts/admin-tariff.ts';
import type { Language } from '#common/constants.ts';
import { wallTimeAt } from '#common/fields/trip-datetime.ts';
import { DateField } from '../../../../ui/date-field.tsx';
import { ErrorBox } from '../../../../ui/error-box.tsx';
import { Field } from '../../../../ui/field.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { SubmitButton } from '../../../../ui/submit-button.tsx';
import { TimeField } from '../../../../ui/time-field.tsx';
import { deskErrorOf } from '../../../shared/desk-api.ts';
import { DeskErrorBox } from '../../../shared/desk-page.tsx';
import { EditStopFields, type EditStop } from '../../../shared/stop-fields.tsx';
import { useTariffPreview } from '../../api/post-tariff-preview.ts';
import type { VehicleClassOption } from '../../components/vehicle-class-options.ts';
import { labelledPathOf, type SettingsLabels } from '../../hooks/use-settings-form.ts';
import { defaultPreviewMoment } from './preview-view.ts';
import { PreviewGrid, PreviewPair } from './preview-tables.tsx';

type TariffPreviewProps = {
  /** The tariff as the form holds it now, unsaved. */
  tariff: () => Record<string, unknown>;
  classes: readonly VehicleClassOption[];
  labels: SettingsLabels;
  lang: Language;
};

const emptyStop = (): EditStop => ({ atype: -1, text: '', picked: null });

/**
 * The tariff's preview (docs/reference/screens.md#desk-settings-tariff): at a moment and for a vehicle class picked, the
 * draft quoted beside the tariff in force for two addresses of the real search and for the grid of sample trips from
 * the base, so a price that jumps is seen before it is saved. Nothing is saved here.
 */
export function TariffPreview({ tariff, classes, labels, lang }: TariffPreviewProps) {
  const { t } = useTranslation();
  const id = useId();
  const preview = useTariffPreview();
  const [moment, setMoment] = useState(() => defaultPreviewMoment(wallTimeAt(new Date())));
  const [vehicleClass, setVehicleClass] = useState('');
  const [stops, setStops] = useState({ from: emptyStop(), to: emptyStop() });
  const [reply, setReply] = useState<TariffPreviewReply | null>(null);
  const refusal = preview.error ? deskErrorOf(preview.error) : null;
  const fields = refusal?.key === 'invalidFields' ? refusal.fields : {};
  const fieldMessage = (path: string) => (fields[path] ? t(`desk.settings.tariff.preview.error_${path}`) : null);
  const tariffProblems = [
    ...new Set(
      Object.keys(fields)
        .filter((path) => path.startsWith('tariff.'))
        .map((path) => labels[labelledPathOf(labels, path) ?? ''] ?? path),
    ),
  ];

  const show = (event: React.FormEvent) => {
    event.preventDefault();
    const { from, to } = stops;
    preview.mutate(
      {
        tariff: tariff(),
        datetime: `${moment.date} ${moment.time}`,
        ...(vehicleClass ? { vehicleClass } : {}),
        ...(from.picked && to.picked ? { pair: { from: from.picked.id, to: to.picked.id } } : {}),
      },
      { onSuccess: setReply },
    );
  };

  return (
    <section className="tariff-preview" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('desk.settings.tariff.preview.heading')}</h3>
      <p className="fieldset__info">{t('desk.settings.tariff.preview.info')}</p>
      <form noValidate aria-labelledby={`${id}-heading`} onSubmit={show} className="tariff-preview__form">
        <div className="settings-row">
          <DateField
            id={`${id}-date`}
            label={t('desk.settings.tariff.preview.date')}
            value={moment.date}
            onChange={(date) => setMoment((before) => ({ ...before, date }))}
            message={fieldMessage('datetime')}
          />
          <TimeField
            id={`${id}-time`}
            label={t('desk.settings.tariff.preview.time')}
            value={moment.time}
            onChange={(time) => setMoment((before) => ({ ...before, time }))}
          />
          {classes.length > 0 && (
            <Field id={`${id}-class`} label={t('desk.settings.tariff.preview.vehicleClass')}>
              {(control) => (
                <select
                  {...control}
                  className="select"
                  value={vehicleClass}
                  onChange={(event) => setVehicleClass(event.target.value)}
                >
                  <option value="">{t('desk.settings.tariff.preview.standardClass')}</option>
                  {classes.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
        <p className="fieldset__info">{t('desk.settings.tariff.preview.pairInfo')}</p>
        {(['from', 'to'] as const).map((role) => (
          <EditStopFields
            key={role}
            role={role}
            id={`${id}-${role}`}
            label={t(`desk.settings.tariff.preview.${role}`)}
            stop={stops[role]}
            lang={lang}
            message={fieldMessage(`pair.${role}`)}
            onChange={(update) => setStops((before) => ({ ...before, [role]: update(before[role]) }))}
          />
        ))}
        {tariffProblems.length > 0 && (
          <ErrorBox>{t('desk.settings.tariff.preview.tariffInvalid', { fields: tariffProblems.join(', ') })}</ErrorBox>
        )}
        {refusal && refusal.key !== 'invalidFields' && <DeskErrorBox error={preview.error} />}
        <div className="actions">
          <SubmitButton busy={preview.isPending} busyLabel={t('desk.settings.tariff.preview.busy')}>
            {t('desk.settings.tariff.preview.show')}
          </SubmitButton>
        </div>
      </form>
      <div role="status" className="tariff-preview__status">
        {reply && !preview.isPending && t('desk.settings.tariff.preview.shown', { count: reply.grid.length })}
      </div>
      {reply && (
        <>
          {reply.pair && <PreviewPair row={reply.pair} lang={lang} />}
          <PreviewGrid reply={reply} lang={lang} />
        </>
      )}
    </section>
  );
}
