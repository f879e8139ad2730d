import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The PVP room page's texts in Tagalog (TL). */
export const TL: Texts<typeof EN> = {
  vendor: 'Demo Games · Mga PVP room',
  balance: 'Balanse',
  rooms: 'Mga room',
  DICE_DUEL: 'Dice Duel',
  HIGH_CARD: 'High Card',
  stake: 'Taya',
  seatsTaken: 'May nakaupo',
  waitingPlayers: 'manlalarong naghihintay',
  open: 'Pumasok',
  back: 'Lahat ng room',
  seats: 'Mga upuan',
  seat: 'Upuan',
  emptySeat: 'Bakanteng upuan',
  you: 'ikaw',
  sit: 'Umupo',
  leave: 'Umalis',
  waiting: 'Naghihintay ng mga manlalaro',
  startsIn: 'Magsisimula ang hand sa loob ng',
  seconds: 'segundo',
  dealing: 'Nagdi-deal…',
  lastHand: 'Huling hand',
  noHand: 'Wala pang hand na nalaro sa room na ito.',
  pot: 'Pot',
  rake: 'Rake',
  winner: 'Panalo',
  youWon: 'Nanalo ka ng',
  youLost: 'Natalo ang iyong taya',
  rolled: 'ay naghagis ng',
  drew: 'ay bumunot ng',
  split: 'Hinati sa',
  rulesDice:
    'Dice Duel: 2 upuan. Naghahagis ng dalawang dice ang bawat manlalaro; ang may mas mataas na kabuuan ang mananalo ng pot bawas ang rake. Maghahagis muli ang mga manlalarong tabla sa pinakamataas na kabuuan.',
  rulesCard:
    'High Card: hanggang 4 na upuan; magsisimula ang hand kapag puno na ang lahat ng upuan, o 10 segundo matapos umupo ang ikalawang manlalaro. Isang deck: ang pinakamataas na card ang panalo (kapag pareho ang ranggo, ♠ > ♥ > ♦ > ♣).',
  rulesRake:
    'Kinukuha ng house ang rake na 5% ng pot (rounded down, hanggang 15.00); kapag umalis ka bago magsimula ang hand, ibabalik ang iyong taya.',
  errInsufficientFunds: 'Kulang ang balanse para sa tayang ito.',
  errSessionExpired: 'Nag-expire na ang iyong game session. Isara ang laro at buksan itong muli mula sa lobby.',
  errSelfExcluded: 'Ini-exclude mo ang iyong sarili sa paglalaro: bawal tumaya hanggang matapos ang iyong exclusion.',
  errSeatRefused: 'Walang bakanteng upuan sa hand na ito (o umalis ka na rito): hintayin ang susunod na hand.',
  errHandStarted: 'Nagsimula na ang hand: nasa laro na ang iyong taya.',
  errRoomNotFound: 'Walang ganitong room.',
  errRateLimited: 'Masyadong maraming request: maghintay sandali.',
  errNetwork: 'May problema sa koneksyon ng network, pakisubukang muli',
  errUnknown: 'Hindi kilalang error',
  linkInvalidTitle: 'Expired na ang link ng laro',
  linkInvalid:
    'Nagamit na o expired na ang link ng larong ito (isang beses lang magagamit ang bawat link, sa loob ng 2 minuto). Isara ang laro at buksan itong muli mula sa lobby.',
};
