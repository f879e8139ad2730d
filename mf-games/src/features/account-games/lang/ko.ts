import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The account-games texts in Korean. */
const texts: Texts<typeof EN> = {
  favorite_title: '즐겨찾는 게임',
  recent_title: '최근 플레이',
  favorite_none: '아직 즐겨찾는 게임이 없습니다.',
  favorite_none_hint: '게임의 하트를 눌러 추가하세요.',
  recent_none: '아직 플레이한 게임이 없습니다.',
  recent_none_hint: '플레이한 게임이 최신순으로 여기에 표시됩니다.',
};

export default texts;
