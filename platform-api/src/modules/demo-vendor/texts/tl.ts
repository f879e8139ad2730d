import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The demo game page's texts in Tagalog (TL). */
export const TL: Texts<typeof EN> = {
  vendor: 'Demo Games',
  funMode: 'Fun mode — play chips',
  balance: 'Balanse',
  stake: 'Taya',
  spin: 'Paikutin',
  roll: 'Ihagis',
  playing: 'Naglalaro…',
  direction: 'Taya',
  under: 'Ilalim',
  over: 'Ibabaw',
  target: 'Target',
  winChance: 'Tsansang manalo',
  payoutLabel: 'Bayad',
  lastResult: 'Huling resulta',
  noRounds: 'Wala pang round.',
  history: 'Kasaysayan ng mga round',
  rolled: 'Lumabas',
  won: 'Nanalo ka ng',
  lost: 'Walang panalo',
  lines: 'linya',
  line: 'Linya',
  rtp: 'Return to player',
  slotRules:
    '3×3 na reel, 5 linya (3 hanay, 2 pahilis). Ang tatlong magkakaparehong simbolo sa isang linya ay nagbabayad ng multiple ng taya sa linya (taya ÷ 5).',
  diceRules:
    'Ihagis ang 1–100. Pumili ng ibabaw o ilalim ng target; ang panalo ay nagbabayad ng (100 − 2) ÷ tsansang manalo %.',
  errInsufficientFunds: 'Kulang ang balanse para sa tayang ito.',
  errSessionExpired: 'Nag-expire na ang iyong game session. Isara ang laro at buksan itong muli mula sa lobby.',
  errSelfExcluded: 'Ini-exclude mo ang iyong sarili sa paglalaro: bawal tumaya hanggang matapos ang iyong exclusion.',
  errRoundFailed: 'Hindi natapos ang round; ibinalik ang iyong taya. Pakisubukang muli.',
  errInvalid: 'Hindi pinapayagan ang tayang ito.',
  errNetwork: 'May problema sa koneksyon ng network, pakisubukang muli',
  errUnknown: 'Hindi kilalang error',
  linkInvalidTitle: 'Expired na ang link ng laro',
  linkInvalid:
    'Nagamit na o expired na ang link ng larong ito (isang beses lang magagamit ang bawat link, sa loob ng 2 minuto). Isara ang laro at buksan itong muli mula sa lobby.',
  unknownGame: 'Hindi kilalang laro.',
};
