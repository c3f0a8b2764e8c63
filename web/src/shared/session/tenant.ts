import type { LoginResp } from '#common/contracts/login-resp.ts';
import { languages } from '#common/constants.ts';
import { fieldTranslations } from '#common/fields/field-translations.ts';
import { removeStored, setStorageClient, writeStored } from '../../ui/storage.ts';
import { addTexts, changeLanguage, requestedLanguage } from '../../ui/i18n/i18n.ts';
import { clientLanguage, languageForTenant } from '../../ui/i18n/language.ts';

let adoptedClient: string | null = null;

/**
 * Takes over what a config reply says about the tenant (docs/architecture.md#the-spa): its storage prefix, its text
 * overrides, and, once per tenant so that a pick made afterwards stands, its language.
 */
export function adoptTenant(resp: LoginResp): void {
  setStorageClient(resp.client);
  if (resp.config) {
    // The record layouts' labels (`lbl-<field>`, `i-<field>`, option texts) first, so that the operator's own
    // texts, merged over them, may translate or reword them; added at once, so that the screens render once.
    const trip = fieldTranslations(resp.config.layouts.trip);
    const userinfo = fieldTranslations(resp.config.layouts.userinfo);
    for (const lang of languages) addTexts(lang, { ...trip[lang], ...userinfo[lang], ...resp.config.lang[lang] }, true);
  }
  if (adoptedClient === resp.client) return;
  adoptedClient = resp.client;

  const operatorLanguage = resp.loginResp.scpars.clientLanguage;
  if (operatorLanguage) writeStored(clientLanguage, operatorLanguage);
  else removeStored(clientLanguage);
  // A pick whose texts are still loading counts as the language in use.
  void changeLanguage(languageForTenant(operatorLanguage, requestedLanguage()));
}
