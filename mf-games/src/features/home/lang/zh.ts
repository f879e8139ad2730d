import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The home feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  home_title: '欢迎来到游戏大厅',
  hot_none: '暂无热门游戏。',
  winners_failed: '中奖名单加载失败。',
  notices_pause: '暂停公告滚动',
  notices_play: '播放公告滚动',
  banners: '精选推荐',
  notices: '公告',
  hot_games: '热门游戏',
  popular_games: '人气游戏',
  winners_title: '中奖榜',
  winners_none: '暂无中奖者：快来拔得头筹！',
  popup_title: '最新消息',
  build_version: '游戏 {{version}}',
};

export default texts;
