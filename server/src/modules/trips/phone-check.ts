import utils from 'intl-tel-input/utils';
import { phoneCheckFromUtils } from '#common/fields/phone.ts';

/** The server's phone check: the same intl-tel-input utilities the browser loads, imported in Node. */
export const serverPhoneCheck = phoneCheckFromUtils(utils);
