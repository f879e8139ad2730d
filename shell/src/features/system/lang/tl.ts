import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The system feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  game_maintenance: 'Naka-maintenance ang mga laro',
  info_maintenance: 'Ina-upgrade namin ang aming serbisyo. Bumalik mamaya.',
  blockip: 'Limitado ang access',
  info_ip_block: 'Hindi available ang aming serbisyo sa iyong rehiyon. Ang iyong IP address: {{ip}}',
  config_failed: 'Hindi namin maabot ang server.',
  retry: 'Subukang muli',
};

export default texts;
