// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { fieldDefinitions } from '#common/fields/field-definition.ts';
import { readStored, setStorageClient, writeStored } from '../../ui/storage.ts';
import { layoutEntry } from '../../ui/test-layout-entry.ts';
import {
  forgetPerson,
  initialPerson,
  parsePersonDraft,
  personToSend,
  rememberPerson,
  storedPerson,
  storedStoreChoice,
} from './person-details.ts';

// The personal details' layout, every field required unless the test says otherwise.
const entry = (overrides: Parameters<typeof layoutEntry>[0]) =>
  layoutEntry({ view: 'userinfo', verplicht: 'J', ...overrides });

const definitions = fieldDefinitions([
  entry({ id: 1, fieldname: 'custname', minlen: 2 }),
  entry({ id: 2, fieldname: 'custtel', type: 'P' }),
  entry({ id: 3, fieldname: 'country', type: 'T', default: 'NL', tabel: [{ id: 'NL', omschrijving: 'Nederland' }] }),
  entry({ id: 4, fieldname: 'source', type: 'R', default: 'web' }),
  entry({ id: 5, fieldname: 'costCentre', vv19: 'J' }),
]);

describe('personal details', () => {
  beforeEach(() => {
    localStorage.clear();
    setStorageClient('demo');
  });

  it('start from the stored person, field by field, and the defaults elsewhere', () => {
    const stored = { custname: 'Jan Jansen', custtel: '+31612345678', unknown: 'x', country: { nested: true } };

    expect(initialPerson(definitions, stored, '+31501234567')).toEqual({
      custname: 'Jan Jansen',
      custtel: '+31612345678',
      country: 'NL',
      source: 'web',
      costCentre: '',
    });
  });

  it('take the phone number of the login reply when nothing is stored (docs/reference/states.md#browser)', () => {
    expect(initialPerson(definitions, null, '+31501234567').custtel).toBe('+31501234567');
    expect(initialPerson(definitions, null, '').custtel).toBe('');
    expect(initialPerson(definitions, { custname: 'Jan' }, '+31501234567').custtel).toBe('');
  });

  it('send and store only the fields the customer sees', () => {
    const values = { custname: 'Jan', custtel: '', country: 'NL', source: 'web', costCentre: 'K1' };

    expect(personToSend(definitions, values)).toEqual({ custname: 'Jan', custtel: '', country: 'NL' });
    expect(personToSend(definitions, {})).toEqual({ custname: '', custtel: '', country: '' });
  });

  it('are kept on this device only when the customer asks so', () => {
    rememberPerson({ custname: 'Jan' }, true);
    expect(localStorage.getItem('demo_person')).toBe('{"custname":"Jan"}');
    expect(localStorage.getItem('demo_storeUserInfo')).toBe('true');
    expect(readStored(storedPerson)).toEqual({ custname: 'Jan' });
    expect(readStored(storedStoreChoice)).toBe(true);

    rememberPerson({ custname: 'Piet' }, false);
    expect(readStored(storedPerson)).toBeNull();
    expect(readStored(storedStoreChoice)).toBe(false);
  });

  it('read back only as a JSON object', () => {
    localStorage.setItem('demo_person', '[1]');
    localStorage.setItem('demo_storeUserInfo', '"yes"');

    expect(readStored(storedPerson)).toBeNull();
    expect(readStored(storedStoreChoice)).toBeNull();
  });

  it('leave nothing behind when cleared', () => {
    writeStored(storedPerson, { custname: 'Jan' });
    writeStored(storedStoreChoice, true);
    forgetPerson();

    expect(readStored(storedPerson)).toBeNull();
    expect(readStored(storedStoreChoice)).toBeNull();
  });
});

describe('parsePersonDraft', () => {
  it('reads back a draft as it was written', () => {
    const draft = { values: { custname: 'Jan', passengers: 2 }, store: true, agreed: false };
    expect(parsePersonDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
  });

  it.each([
    null,
    'draft',
    [],
    { values: [], store: true, agreed: true },
    { values: {}, store: 'yes', agreed: true },
    { values: { custname: {} }, store: true, agreed: true },
    { values: {}, store: true },
  ])('refuses %j', (value) => {
    expect(parsePersonDraft(value)).toBeNull();
  });
});
