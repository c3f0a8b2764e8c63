// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LayoutEntry } from '#common/contracts/layout.ts';
import { fieldDefinitions, type FieldDefinition } from '#common/fields/field-definition.ts';
import { fieldTranslations } from '#common/fields/field-translations.ts';
import { checkField } from '#common/fields/field-validation.ts';
import { addTexts, changeLanguage } from './i18n/i18n.ts';
import './i18n/test-texts.ts';
import { DynamicField, type DynamicValue } from './dynamic-field.tsx';
import { layoutEntry } from './test-layout-entry.ts';
import { checkPhone } from './phone-check.ts';

afterEach(cleanup);

const layout: LayoutEntry[] = [
  layoutEntry({
    id: 1,
    fieldname: 'custname',
    veldnaam: 'Naam',
    veldnaamENG: 'Name',
    verplicht: 'J',
    minlen: 2,
    lengte: 60,
    lbl1: 'Zoals op uw paspoort',
  }),
  layoutEntry({
    id: 2,
    fieldname: 'vehicleClass',
    type: 'T',
    veldnaam: 'Type auto',
    verplicht: 'J',
    default: 'sedan',
    tabel: [
      { id: 'sedan', omschrijving: 'Sedan' },
      { id: 'van', omschrijving: 'Busje' },
    ],
  }),
  layoutEntry({ id: 3, fieldname: 'custemail', type: 'E', veldnaam: 'E-mail', verplicht: 'J' }),
  layoutEntry({ id: 4, fieldname: 'remarks', type: 'X', veldnaam: 'Opmerkingen' }),
  layoutEntry({ id: 5, fieldname: 'secret', type: 'R', veldnaam: 'Geheim' }),
  layoutEntry({ id: 6, fieldname: 'costCentre', type: 'A', veldnaam: 'Kostenplaats', vv19: 'J' }),
  layoutEntry({
    id: 7,
    fieldname: 'passengers',
    type: 'N',
    veldnaam: 'Personen',
    verplicht: 'J',
    minval: 1,
    maxval: 8,
    default: '1',
  }),
  layoutEntry({ id: 8, fieldname: 'custtel', type: 'P', veldnaam: 'Telefoon', verplicht: 'J' }),
];
const definitions = fieldDefinitions(layout);
const byName = (field: string) => definitions.find((d) => d.field === field) as FieldDefinition;

beforeAll(() => {
  const texts = fieldTranslations(layout);
  addTexts('nl', texts.nl, true);
  void changeLanguage('nl');
});

/** A form whose messages show once "submit" was pressed, as the forms of the app do. */
function Form({ fields }: { fields: FieldDefinition[] }) {
  const [values, setValues] = useState<Record<string, DynamicValue>>({});
  const [revealed, setRevealed] = useState(false);
  return (
    <>
      {fields.map((definition) => (
        <DynamicField
          key={definition.field}
          definition={definition}
          value={values[definition.field]}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          messageKey={checkField(definition, values[definition.field], { checkPhone }).message}
          revealed={revealed}
        />
      ))}
      <button type="button">elsewhere</button>
      <button type="button" onClick={() => setRevealed(true)}>
        submit
      </button>
    </>
  );
}

describe('DynamicField', () => {
  it('renders each type with its label, and nothing for hidden fields', async () => {
    render(<Form fields={definitions} />);
    expect(screen.getByRole('textbox', { name: 'Naam' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Type auto' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'Opmerkingen' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('spinbutton', { name: 'Personen' })).toBeTruthy();
    expect((await screen.findByRole('textbox', { name: 'Telefoon' })).getAttribute('type')).toBe('tel');
    expect(screen.queryByText('Geheim')).toBeNull();
    expect(screen.queryByText('Kostenplaats')).toBeNull();
  });

  it('marks required fields and ties the help text to the control', () => {
    render(<Form fields={[byName('custname'), byName('remarks')]} />);
    const name = screen.getByRole('textbox', { name: 'Naam' });
    expect(name.hasAttribute('required')).toBe(true);
    const info = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(info?.textContent).toBe('Zoals op uw paspoort');
    expect(screen.getByRole('textbox', { name: 'Opmerkingen' }).hasAttribute('required')).toBe(false);
  });

  it('adds no message on blur; after a submit it shows what to do, and drops it as soon as the value is fixed', async () => {
    const user = userEvent.setup();
    render(<Form fields={[byName('custname'), byName('custemail'), byName('passengers')]} />);
    const name = screen.getByRole('textbox', { name: 'Naam' });
    await user.type(name, 'A');
    await user.tab();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'ada@example');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Invoer is te kort')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain('-message');
    expect(screen.getByText('Invoer is te kort')).toBeTruthy();
    expect(screen.getByText('Nog geen geldig e-mailadres')).toBeTruthy();
    await user.type(name, 'da');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    await user.clear(name);
    expect(screen.getByText('Vul uw naam in')).toBeTruthy();
    await user.clear(email);
    expect(screen.getByText('Vul uw e-mailadres in')).toBeTruthy();
    await user.clear(screen.getByRole('spinbutton', { name: 'Personen' }));
    expect(screen.getByText('Vul personen in')).toBeTruthy();
  });

  it('gives the personal fields their autocomplete tokens', async () => {
    render(<Form fields={definitions} />);
    expect(screen.getByRole('textbox', { name: 'Naam' }).getAttribute('autocomplete')).toBe('name');
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('autocomplete')).toBe('email');
    expect((await screen.findByRole('textbox', { name: 'Telefoon' })).getAttribute('autocomplete')).toBe('tel');
    expect(screen.getByRole('textbox', { name: 'Opmerkingen' }).getAttribute('autocomplete')).toBeNull();
  });

  it('offers the options of a select, translated by their keys', () => {
    render(<Form fields={[byName('vehicleClass')]} />);
    const select = screen.getByRole('combobox', { name: 'Type auto' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Maak een keuze',
      'Sedan',
      'Busje',
    ]);
  });

  it('checks a phone number with the lazily loaded utilities, and says which country a foreign national number needs', async () => {
    const user = userEvent.setup();
    render(<Form fields={[byName('custtel')]} />);
    const phone = await screen.findByRole('textbox', { name: 'Telefoon' });
    await waitFor(() => expect(checkPhone('06')).toBe('TOO_SHORT'), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'submit' }));
    expect(screen.getByText('Vul uw telefoonnummer in')).toBeTruthy();
    await user.type(phone, '06');
    expect(screen.getByText('Nummer is te kort')).toBeTruthy();
    await user.type(phone, '123');
    expect(screen.getByText('Ongeldig telefoonnummer')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, 'bel mij');
    expect(screen.getByText('Is geen telefoonnummer')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '0470 12 34 56');
    expect(screen.getByText('Kies het land of begin met +32')).toBeTruthy();
    await user.clear(phone);
    await user.type(phone, '+32 470 12 34 56');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    await user.clear(phone);
    await user.type(phone, '0612345678');
    await user.tab();
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });
});
