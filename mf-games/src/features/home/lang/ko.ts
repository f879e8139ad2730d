import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The home texts in Korean. */
const texts: Texts<typeof EN> = {
  home_title: '로비에 오신 것을 환영합니다',
  hot_none: '현재 인기 게임이 없습니다.',
  winners_failed: '당첨자 목록을 불러올 수 없습니다.',
  notices_pause: '공지 일시정지',
  notices_play: '공지 재생',
  banners: '추천',
  notices: '공지',
  hot_games: '인기 게임',
  popular_games: '인기',
  winners_title: '당첨자',
  winners_none: '아직 당첨자가 없습니다. 첫 당첨자가 되어 보세요!',
  popup_title: '소식',
  build_version: '게임 {{version}}',
};

export default texts;
