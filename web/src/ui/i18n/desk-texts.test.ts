// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { adminErrors, auditActions, fieldErrors, staffRoles } from '#common/contracts/admin.ts';
import { addTexts, changeLanguage, translate } from './i18n.ts';
import './test-texts.ts';
import { addDeskTexts, deskTexts } from './desk-texts.ts';
import en from './en.json';
import nl from './nl.json';

const { nl: deskNl, en: deskEn } = deskTexts;
const catalogues: Record<string, Record<string, string>> = { nl: deskNl, en: deskEn };

describe("the desk's texts", () => {
  it('have exactly the same keys in nl and en, each starting with desk, none empty', () => {
    expect(Object.keys(deskEn).sort()).toEqual(Object.keys(deskNl).sort());
    for (const catalogue of Object.values(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(key).toMatch(/^desk/);
        expect(text.trim(), key).not.toBe('');
      }
    }
  });

  it("share no key with the customer's texts, which the first load carries", () => {
    const customerKeys = new Set([...Object.keys(nl), ...Object.keys(en)]);
    expect(Object.keys(deskNl).filter((key) => customerKeys.has(key))).toEqual([]);
  });

  it.each(['nl', 'en'])('%s words every refusal, field error, role and audit action of the desk contract', (lang) => {
    const catalogue = catalogues[lang] ?? {};
    const keys = [
      ...adminErrors.map((key) => `deskError_${key}`),
      'deskError_requestFailed',
      ...fieldErrors.map((key) => `deskFieldError_${key}`),
      ...staffRoles.map((role) => `deskRole_${role}`),
      ...auditActions.map((action) => `deskAuditAction_${action}`),
    ];
    for (const key of keys) expect(catalogue[key], key).toBeTruthy();
  });

  it('keep the same placeholders in both languages', () => {
    const tokens = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of Object.entries(deskNl))
      expect(tokens(deskEn[key as keyof typeof deskEn]), key).toEqual(tokens(text));
  });

  it("are added without taking the place of an operator's own wording", async () => {
    addTexts('nl', { deskBoard: 'Ritten vandaag' }, true);
    addDeskTexts();
    await changeLanguage('nl');
    expect(translate('deskBoard')).toBe('Ritten vandaag');
    expect(translate('deskStaff')).toBe('Medewerkers');
    await changeLanguage('en');
    expect(translate('deskStaff')).toBe('Staff');
  });
});
