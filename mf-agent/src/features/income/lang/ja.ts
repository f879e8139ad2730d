import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The income feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  inc_type: '契約',
  inc_received: '受取',
  inc_paid: 'ダウンラインへの支払い',
  inc_net: '純額',
  inc_total: '合計',
  inc_period: '{{from}} – {{to}}（UTC）',
  inc_none: 'この期間の契約収入はありません。',
  inc_none_hint: '受け取った・支払ったディビデンドと給与がここに表示されます。',
  inc_failed: '収入を読み込めませんでした。',
};

export default texts;
