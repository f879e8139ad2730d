import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The components texts in Korean. */
const texts: Texts<typeof EN> = {
  prize_mode: '당첨 모드: {{mode}}',
  prize_DB: '특별상',
  prize_G1: '1등',
  prize_G2: '2등',
  prize_G3: '3등',
  prize_G4: '4등',
  prize_G5: '5등',
  prize_G6: '6등',
  prize_G7: '7등',
  prize_G8: '8등',
  prize_FIRST: '1등상',
  prize_FRONT3: '앞 3자리',
  prize_BACK3: '뒤 3자리',
  prize_BACK2: '뒤 2자리',
  loto_table: 'Lô 표 (첫째 자리별 끝 두 자리)',
  loto_head: '앞자리',
  loto_tails: '끝자리',
};

export default texts;
