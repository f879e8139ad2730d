import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The member center feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  menu: '会員センターメニュー',
  page_empty: 'まだ表示する内容はありません。',
  page_empty_hint: 'このページは準備中です。',
  menu_badge: '新着{{count}}件',
};

export default texts;
