import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The notice feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  notice_title: 'お知らせ',
  notice_position: '{{at}} / {{count}}',
  notice_none: '現在お知らせはありません。',
};

export default texts;
