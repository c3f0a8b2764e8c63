import { useRef } from 'react';
import type { TenantPlace } from '#common/tenant/tenant-file.ts';
import { Fieldset } from '../../../../ui/fieldset.tsx';
import { useTranslation } from '../../../../ui/i18n/i18n.ts';
import { TextField } from '../../../../ui/text-field.tsx';
import { SettingsFormFrame } from '../../components/settings-form.tsx';
import { coordinateOf } from '../../coordinates.ts';
import { useSettingsForm } from '../../hooks/use-settings-form.ts';
import type { SettingsScreenProps } from '../../sections.tsx';
import { helpOf } from '../../setting-names.ts';
import './places-settings.css';

const placeFields = ['name', 'category', 'lat', 'lng', 'street', 'nr', 'postcode', 'city'] as const;
type PlaceField = (typeof placeFields)[number];
/** A place as the form edits it: every field as typed. */
type PlaceDraft = Record<PlaceField, string>;
type PlacesDraft = { places: PlaceDraft[] };

const optional = ['street', 'nr', 'postcode', 'city'] as const;

/** A place as the tenant file holds it: coordinates as numbers, an empty optional field left out. */
export function placeOf(draft: PlaceDraft): Record<string, unknown> {
  const place: Record<string, unknown> = {
    name: draft.name,
    category: draft.category.trim().toUpperCase(),
    lat: coordinateOf(draft.lat),
    lng: coordinateOf(draft.lng),
  };
  for (const field of optional) if (draft[field].trim()) place[field] = draft[field].trim();
  return place;
}

const draftOf = (place: TenantPlace): PlaceDraft => ({
  name: place.name,
  category: place.category,
  lat: String(place.lat),
  lng: String(place.lng),
  street: place.street ?? '',
  nr: place.nr ?? '',
  postcode: place.postcode ?? '',
  city: place.city ?? '',
});

const emptyPlace: PlaceDraft = { name: '', category: '', lat: '', lng: '', street: '', nr: '', postcode: '', city: '' };

/**
 * The operator's own places (docs/reference/tenant-settings.md#places): offered in the address field with their
 * category; each place its own group of fields, added and removed here (the section `places`).
 */
export function PlacesSettings({ settings }: SettingsScreenProps) {
  const { t } = useTranslation();
  // Where the focus goes when a place is removed: its own button is gone.
  const addRef = useRef<HTMLButtonElement>(null);
  const count = settings.config.places.length + 10;
  const labels = Object.fromEntries(
    Array.from({ length: count }, (_, index) =>
      placeFields.map((field) => [`places.${index}.${field}`, t(`desk.settings.places.${field}`)]),
    ).flat(),
  );
  const form = useSettingsForm<PlacesDraft>({
    section: 'places',
    settings,
    labels,
    valueOf: ({ places }) => ({ places: places.map(draftOf) }),
    requestOf: ({ places }) => ({ value: { places: places.map(placeOf) } }),
  });
  return (
    <SettingsFormFrame form={form}>
      <p>{helpOf(t, 'places')}</p>
      {form.draft.places.length === 0 && <p>{t('desk.settings.places.none')}</p>}
      {form.draft.places.map((place, index) => {
        const title = place.name.trim() || t('desk.settings.places.number', { number: index + 1 });
        return (
          <Fieldset key={index} legend={title} className="settings-place">
            <div className="settings-place__fields">
              {placeFields.map((field) => (
                <TextField
                  key={field}
                  {...form.text(`places.${index}.${field}`)}
                  required={field === 'name' || field === 'lat' || field === 'lng'}
                  info={field === 'category' ? t('desk.settings.places.categoryInfo') : undefined}
                  inputMode={field === 'lat' || field === 'lng' ? 'decimal' : undefined}
                  autoComplete="off"
                />
              ))}
            </div>
            <div className="actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  form.removeItem('places', index);
                  addRef.current?.focus();
                }}
              >
                {t('desk.settings.places.remove', { place: title })}
              </button>
            </div>
          </Fieldset>
        );
      })}
      <div className="actions">
        <button
          ref={addRef}
          type="button"
          className="button button--secondary"
          onClick={() => form.addItem('places', emptyPlace)}
        >
          {t('desk.settings.places.add')}
        </button>
      </div>
    </SettingsFormFrame>
  );
}
