import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The analytics consent banner's texts in Tagalog. */
const texts: Texts<typeof EN> = {
  consent_message:
    'Nais naming gumamit ng cookies ng Google Analytics para maunawaan kung paano ginagamit ang site. Sumasang-ayon ka ba?',
  consent_accept: 'Tanggapin',
  consent_decline: 'Tanggihan',
};

export default texts;
