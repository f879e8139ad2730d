import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The notice feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  notice_title: '公告',
  notice_position: '第 {{at}} 条，共 {{count}} 条',
  notice_none: '暂无公告。',
};

export default texts;
