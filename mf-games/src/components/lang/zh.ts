import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** mf-games's shared components' texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  games_count: '{{count}} 款游戏',
  no_vendors: '该分类暂无游戏厂商。',
  load_failed: '游戏加载失败，请重试。',
  hot: '热门',
  play_now: '立即游戏',
  favorite_add: '加入收藏',
  favorite_remove: '取消收藏',
  search: '搜索游戏',
  search_hint: '按游戏名称搜索',
  results: '找到 {{count}} 款游戏',
  no_games: '没有符合搜索条件的游戏。',
  no_games_hint: '换个名称试试。',
  no_games_yet: '这里暂无游戏。',
  vendors_failed: '游戏厂商加载失败，请重试。',
  carousel: '轮播',
  slide: '幻灯片',
  slides_pause: '暂停轮播',
  slides_play: '播放轮播',
  previous: '上一张',
  next: '下一张',
};

export default texts;
