import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The components texts in Korean. */
const texts: Texts<typeof EN> = {
  games_count: '게임 {{count}}개',
  no_vendors: '이 카테고리에는 아직 게임사가 없습니다.',
  load_failed: '게임을 불러올 수 없습니다. 다시 시도해 주세요.',
  hot: 'HOT',
  play_now: '지금 플레이',
  favorite_add: '즐겨찾기에 추가',
  favorite_remove: '즐겨찾기에서 삭제',
  search: '게임 검색',
  search_hint: '게임 이름으로 검색',
  results: '{{count}}개의 게임을 찾았습니다',
  no_games: '검색 결과와 일치하는 게임이 없습니다.',
  no_games_hint: '다른 이름으로 검색해 보세요.',
  no_games_yet: '아직 게임이 없습니다.',
  vendors_failed: '게임사 목록을 불러올 수 없습니다. 다시 시도해 주세요.',
  carousel: '캐러셀',
  slide: '슬라이드',
  slides_pause: '슬라이드 일시정지',
  slides_play: '슬라이드 재생',
  previous: '이전',
  next: '다음',
};

export default texts;
