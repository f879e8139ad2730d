import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The reward center feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  rc_tabs: '状態別の特典',
  rc_tab_PENDING: '受取待ち',
  rc_tab_CLAIMED: '受取済み',
  rc_tab_EXPIRED: '期限切れ',
  rc_list: '特典',
  rc_failed: '特典を読み込めませんでした。',
  rc_none_PENDING: '受け取り待ちの特典はありません。',
  rc_none_CLAIMED: '受け取った特典はまだありません。',
  rc_none_EXPIRED: '期限切れの特典はありません。',
  rc_none_hint: 'プロモーション、VIPレベル、ミッション、友達招待の特典がここに届きます。',
  rc_pending_count: '受取待ち{{count}}件',
  rc_source_PROMOTION: 'プロモーション',
  rc_source_VIP: 'VIP',
  rc_source_MISSION: 'ミッション',
  rc_source_REFERRAL: '友達を招待',
  rc_turnover: '出金前に{{multiple}}倍のベットが必要',
  rc_no_turnover: 'ターンオーバー不要',
  rc_granted: '{{time}}に付与',
  rc_expires: '{{time}}までに受け取ってください',
  rc_claimed_at: '{{time}}に受取',
  rc_expired_at: '{{time}}に期限切れ',
  rc_claim: '受け取る',
  rc_claim_named: '{{title}}を受け取る',
  rc_claimed: '特典を受け取りました：{{amount}}がウォレットに追加されました',
};

export default texts;
