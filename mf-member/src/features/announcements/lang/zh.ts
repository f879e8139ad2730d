import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  announcements: '公告',
  announcements_none: '暂无公告。',
  ann_list: '公告',
  ann_failed: '公告加载失败。',
  ann_none_hint: '最新消息和优惠会显示在这里。',
  ann_promotion: '优惠活动',
  ann_go_promotion: '查看活动',
  ann_page: '第 {{page}} 页，共 {{pages}} 页',
};

export default texts;
