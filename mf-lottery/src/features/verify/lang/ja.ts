import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The verify feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  verify_intro:
    '各抽選の前に、秘密のシードのSHA-256ハッシュを公開しています。抽選後にシードが公開され、結果は固定の関数によってシードから導かれるため、ベット受付後に誰も結果を選ぶことはできません。お使いのブラウザがここで両方を再計算します。',
  verify_numero: '抽選番号',
  verify_numero_hint: '結果に表示されている番号（例：202603010001）',
  verify_button: '検証',
  verify_not_drawn: '第{{numero}}回はまだ抽選されていません。シードハッシュは既に公開されています：',
  verify_match: '一致：この結果は公開されたシードが確約する結果です',
  verify_mismatch: '不一致：この結果は公開されたシードから導かれません',
  verify_hash_ok: 'SHA-256(シード)は抽選前に公開されたハッシュと一致します',
  verify_hash_bad: 'SHA-256(シード)は公開されたハッシュと一致しません',
  verify_result_ok: 'シードから再計算した結果は公開された結果と一致します',
  verify_result_bad: 'シードから再計算した結果は公開された結果と異なります',
  verify_seed: '公開されたシード',
  verify_computed_hash: 'シードのSHA-256（ここで計算）',
  verify_recomputed: 'ブラウザで再計算した結果',
  verify_how: '結果の導出方法',
  verify_formula:
    'block_i = HMAC-SHA256(key = シードの32バイト, message = "<game>:<抽選番号>:<i>")（i = 0, 1, 2 …）。250未満の各バイトは「バイト mod 10」の数字になり、250以上のバイトはスキップされるため、すべての数字が等しい確率で出ます。数字は賞の順に、各番号の左から右へと埋められます。',
  verify_unavailable:
    'お使いのブラウザではここでSHA-256を計算できません（Web Cryptoには安全なhttpsページが必要です）。',
};

export default texts;
