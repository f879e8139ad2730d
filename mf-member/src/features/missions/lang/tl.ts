import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The missions feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  mission_periods: 'Mga period ng mission',
  mission_DAILY: 'Araw-araw',
  mission_WEEKLY: 'Lingguhan',
  mission_kind_BET_COUNT: 'Maglaro ng {{target}} round',
  mission_kind_BET_AMOUNT: 'Tumaya ng {{amount}}',
  mission_kind_DEPOSIT_AMOUNT: 'Mag-deposit ng {{amount}}',
  mission_kind_LOTTERY_BET: 'Maglaro ng {{target}} lottery round',
  mission_progress: 'Progreso',
  mission_reward: 'Reward',
  mission_turnover: 'Turnover',
  mission_status_IN_PROGRESS: 'Isinasagawa',
  mission_status_COMPLETED: 'Kumpleto',
  mission_completed_at: 'Nakumpleto noong {{at}}',
  mission_keep_going: 'Magpatuloy sa paglalaro para makumpleto ito.',
  mission_until: 'Tatakbo ang mga mission na ito hanggang {{at}}.',
  mission_rules_DAILY:
    'Binibilang ng daily missions ang mga na-settle mong round gamit ang totoong pera at mga na-credit na deposit sa araw na iyon (UTC).',
  mission_rules_WEEKLY:
    'Binibilang ng weekly missions ang mga na-settle mong round gamit ang totoong pera at mga na-credit na deposit sa linggong iyon, simula Lunes (UTC).',
  mission_reward_note:
    'Ipinapadala ng nakumpletong mission ang reward nito sa reward center, kung saan mo ito iki-claim.',
  mission_none: 'Walang mission para sa period na ito.',
  mission_none_hint: 'Lalabas dito ang mga bagong mission.',
  mission_failed: 'Hindi ma-load ang iyong mga mission.',
  mission_ranks: 'Ranking',
  mission_my_rank: 'Ang iyong rank: #{{rank}} ({{count}} nakumpleto)',
  mission_no_rank: 'Kumpletuhin ang isang mission para mapasama sa ranking.',
  mission_ranks_none: 'Wala pang nakakumpleto ng mission.',
  mission_ranks_none_hint: 'Ikaw na ang mauna!',
  mission_ranks_failed: 'Hindi ma-load ang ranking.',
  mission_you: 'Ikaw',
  mission_col_rank: 'Rank',
  mission_col_account: 'Account',
  mission_col_completed: 'Mga nakumpletong mission',
  mission_col_last: 'Huling nakumpleto',
};

export default texts;
