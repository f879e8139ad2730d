import { addBundles } from 'shared-contracts';
import { NS } from '../config/i18n';

/** Strings of the components the app's features share. */
export const EN = {
  prize_mode: 'Prize mode: {{mode}}',
  prize_DB: 'Special',
  prize_G1: '1st',
  prize_G2: '2nd',
  prize_G3: '3rd',
  prize_G4: '4th',
  prize_G5: '5th',
  prize_G6: '6th',
  prize_G7: '7th',
  prize_G8: '8th',
  prize_FIRST: 'First prize',
  prize_FRONT3: 'Front 3 digits',
  prize_BACK3: 'Back 3 digits',
  prize_BACK2: 'Back 2 digits',
  loto_table: 'Lô table (last two digits by first digit)',
  loto_head: 'Head',
  loto_tails: 'Tails',
};

addBundles(NS, {
  EN,
  TY: {
    prize_mode: 'Chế độ thưởng: {{mode}}',
    prize_DB: 'Đặc biệt',
    prize_G1: 'Giải nhất',
    prize_G2: 'Giải nhì',
    prize_G3: 'Giải ba',
    prize_G4: 'Giải tư',
    prize_G5: 'Giải năm',
    prize_G6: 'Giải sáu',
    prize_G7: 'Giải bảy',
    prize_G8: 'Giải tám',
    prize_FIRST: 'Giải nhất',
    prize_FRONT3: '3 số đầu',
    prize_BACK3: '3 số cuối',
    prize_BACK2: '2 số cuối',
    loto_table: 'Bảng lô tô (2 số cuối theo đầu)',
    loto_head: 'Đầu',
    loto_tails: 'Đuôi',
  } satisfies typeof EN,
});
