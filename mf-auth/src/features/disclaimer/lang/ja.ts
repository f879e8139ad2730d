import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The disclaimer feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  disclaimer_agree: '同意する',
  disclaimer_text_1:
    '当サイトのゲームは、お住まいの地域で賭博が認められる法定年齢に達した成人を対象としています。責任を持ってプレイしてください。上限を設定し、損失を取り戻そうとしないでください。',
  disclaimer_text_2:
    '続行すると、利用規約とプライバシーポリシーに同意したものとみなされます。公務員、軍隊・警察の関係者、および制限対象者リストに掲載されている方は、法律で禁止されている地域では登録・プレイできません。',
};

export default texts;
