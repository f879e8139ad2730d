import { addBundles } from 'shared-contracts';
import { NS } from '../config/i18n';

/** Strings of the components the app's features share. */
export const EN = {
  language: 'Language',
  lang_EN: 'English',
  lang_TY: 'Tiếng Việt',
};

addBundles(NS, {
  EN,
  TY: {
    language: 'Ngôn ngữ',
    lang_EN: 'English',
    lang_TY: 'Tiếng Việt',
  } satisfies typeof EN,
});
