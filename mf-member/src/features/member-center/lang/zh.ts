import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The member-center feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  menu: '会员中心菜单',
  page_empty: '这里暂无内容。',
  page_empty_hint: '该页面即将上线。',
  menu_badge: '{{count}} 条新',
};

export default texts;
