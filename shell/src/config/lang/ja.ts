import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The texts shell shares across its parts, in Japanese. */
const texts: Texts<typeof EN> = {
  login: 'ログイン',
  sign_up: '新規登録',
  deposit: '入金',
  customer_service: 'カスタマーサービス',
  sign_out: 'ログアウト',
  promotions: 'プロモーション',
  help_center: 'ヘルプセンター',
  terms: '利用規約',
  privacy: 'プライバシーポリシー',
  account: 'アカウント',
  skip_to_content: '本文へスキップ',
  download_app: 'アプリをダウンロード',
};

export default texts;
