import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The agent center feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  title: 'エージェントセンター',
  sign_out: 'ログアウト',
  gmt: 'GMT{{offset}}',
  time_zone: 'タイムゾーン',
  menu: 'エージェントセンターメニュー',
  menu_deposit: '入金',
  menu_withdraw: '出金',
  menu_messages: 'プラットフォームメッセージ',
  menu_service: 'カスタマーサービス',
  page_empty: 'まだ表示する内容はありません。',
  page_empty_hint: 'このページは準備中です。',
};

export default texts;
