import i18next from 'i18next';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { languages } from '#common/constants.ts';
import { fieldTranslations } from '#common/fields/field-translations.ts';
import { removeStored, setStorageClient, writeStored } from '../../ui/storage.ts';
import { clientLanguage, languageForTenant, toLanguage } from '../../ui/i18n/language.ts';

let adoptedClient: string | null = null;

/**
 * Takes over what a config reply says about the tenant (docs/architecture.md#the-spa): its storage prefix, its text
 * overrides, and, once per tenant so that a pick made afterwards stands, its language.
 */
export function adoptTenant(resp: LoginResp): void {
  setStorageClient(resp.client);
  if (resp.config) {
    // The record layouts' labels (`lbl-<field>`, `i-<field>`, option texts) first, so that the operator's own
    // texts, merged next, may translate or reword them.
    const layoutTexts = [fieldTranslations(resp.config.layouts.trip), fieldTranslations(resp.config.layouts.userinfo)];
    for (const lang of languages) {
      for (const texts of layoutTexts) i18next.addResourceBundle(lang, 'translation', texts[lang], true, true);
      i18next.addResourceBundle(lang, 'translation', resp.config.lang[lang], true, true);
    }
  }
  if (adoptedClient === resp.client) return;
  adoptedClient = resp.client;

  const operatorLanguage = resp.loginResp.scpars.clientLanguage;
  if (operatorLanguage) writeStored(clientLanguage, operatorLanguage);
  else removeStored(clientLanguage);
  const lang = languageForTenant(operatorLanguage, toLanguage(i18next.language));
  if (lang !== i18next.language) void i18next.changeLanguage(lang);
}
