import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The lobby texts in Korean. */
const texts: Texts<typeof EN> = {
  group_fast: '스피드 게임',
  group_daily: '지역별 일일 추첨',
  group_sea: '동남아시아',
  recent: '최근 플레이',
};

export default texts;
