import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  ann_list: 'お知らせ',
  ann_none: '現在お知らせはありません。',
  ann_none_hint: '運営からのニュースがここに表示されます。',
  ann_failed: 'お知らせを読み込めませんでした。',
};

export default texts;
