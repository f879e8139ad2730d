import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The announcements feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  announcements: 'お知らせ',
  announcements_none: 'お知らせはまだありません。',
  ann_list: 'お知らせ',
  ann_failed: 'お知らせを読み込めませんでした。',
  ann_none_hint: 'ニュースやキャンペーン情報がここに表示されます。',
  ann_promotion: 'プロモーション',
  ann_go_promotion: 'プロモーションへ',
  ann_page: '{{page}} / {{pages}}ページ',
};

export default texts;
