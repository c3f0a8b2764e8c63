// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isRecord,
  readDraft,
  readStored,
  readStoredText,
  removeDraft,
  removeStored,
  setStorageClient,
  subscribeStored,
  writeDraft,
  writeStored,
  type StoredValue,
} from './storage.ts';

/** Two values of the kinds the app keeps: a text with a fixed set of values, and a list. */
const colour: StoredValue<'red' | 'blue'> = {
  name: 'colour',
  accepts: (value): value is 'red' | 'blue' => value === 'red' || value === 'blue',
};
const notes: StoredValue<unknown[]> = { name: 'notes', accepts: Array.isArray };

describe('stored values', () => {
  beforeEach(() => {
    localStorage.clear();
    setStorageClient('demo');
  });

  it('keeps each value as JSON under <client>_<name>', () => {
    writeStored(notes, [{ title: 'Schiphol' }]);
    writeStored(colour, 'blue');

    expect(localStorage.getItem('demo_notes')).toBe('[{"title":"Schiphol"}]');
    expect(localStorage.getItem('demo_colour')).toBe('"blue"');
    expect(readStored(notes)).toEqual([{ title: 'Schiphol' }]);
    expect(readStored(colour)).toBe('blue');
  });

  it('keeps the values of two tenants apart', () => {
    writeStored(colour, 'red');
    setStorageClient('zakelijk');

    expect(readStored(colour)).toBeNull();
    writeStored(colour, 'blue');
    expect(localStorage.getItem('demo_colour')).toBe('"red"');
    expect(localStorage.getItem('zakelijk_colour')).toBe('"blue"');
  });

  it('remembers the tenant unprefixed for the next start', () => {
    setStorageClient('zakelijk');

    expect(localStorage.getItem('client')).toBe('zakelijk');
  });

  it('reads broken JSON or a value of the wrong shape as nothing', () => {
    localStorage.setItem('demo_notes', '{not json');
    localStorage.setItem('demo_colour', '"green"');

    expect(readStored(notes)).toBeNull();
    expect(readStored(colour)).toBeNull();
  });

  it('tells a JSON object from other JSON', () => {
    expect(isRecord({ custname: 'Jan' })).toBe(true);
    expect(isRecord([1])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('Jan')).toBe(false);
  });

  it('removes a value', () => {
    writeStored(notes, []);
    removeStored(notes);

    expect(readStoredText(notes)).toBeNull();
  });

  it('tells subscribers about writes until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeStored(listener);

    writeStored(notes, []);
    removeStored(notes);
    setStorageClient('other');
    unsubscribe();
    writeStored(notes, []);

    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('drops writes while the tenant is unknown', () => {
    setStorageClient('');
    writeStored(colour, 'blue');

    expect(localStorage.length).toBe(1);
    expect(readStored(colour)).toBeNull();
  });
});

describe('drafts', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    setStorageClient('demo');
  });

  it('keeps the draft of a form in session storage, apart per tenant, until it is removed', () => {
    writeDraft('checkout', { name: 'Anna' });
    expect(sessionStorage.getItem('demo_draft_checkout')).toBe('{"name":"Anna"}');
    expect(localStorage.getItem('demo_draft_checkout')).toBeNull();
    setStorageClient('zakelijk');
    expect(readDraft('checkout')).toBeNull();
    setStorageClient('demo');
    expect(readDraft('checkout')).toEqual({ name: 'Anna' });
    removeDraft('checkout');
    expect(readDraft('checkout')).toBeNull();
  });

  it('reads a damaged draft as none', () => {
    sessionStorage.setItem('demo_draft_trip', '{not json');
    expect(readDraft('trip')).toBeNull();
  });
});
