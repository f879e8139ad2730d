import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The system feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  game_maintenance: 'ゲームはメンテナンス中です',
  info_maintenance: 'サービスをアップグレードしています。しばらくしてから再度アクセスしてください。',
  blockip: 'アクセスが制限されています',
  info_ip_block: 'お住まいの地域ではサービスをご利用いただけません。あなたのIPアドレス：{{ip}}',
  config_failed: 'サーバーに接続できませんでした。',
  retry: '再試行',
};

export default texts;
