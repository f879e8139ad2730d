import { addBundles } from 'shared-contracts';
import { NS } from '../config/i18n';

/** Strings of the components the app's features share. */
export const EN = {
  language: 'Language',
};

addBundles(NS, {
  EN,
  TY: {
    language: 'Ngôn ngữ',
  } satisfies typeof EN,
});
