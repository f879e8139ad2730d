import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  ann_list: '公告',
  ann_none: '暂无公告。',
  ann_none_hint: '运营方发布的消息会显示在这里。',
  ann_failed: '公告加载失败。',
};

export default texts;
