import type { Texts } from '../../languages';
import type { RG_EN } from '../../responsible-gaming';

/** The texts of responsible-gaming.ts in Japanese (namespace `common`). */
const texts: Texts<typeof RG_EN> = {
  err_deposit_limit_exceeded: 'この入金は入金限度額を超えます。{{resetsAt}}までにあと{{remaining}}まで入金できます。',
  err_self_excluded: '{{until}}まで自己除外中です。それまではログイン、入金、ベットができません。',
  err_password_incorrect: 'パスワードが正しくありません',
  err_exclusion_until: '明日以降、5年以内の日付を選択してください',
};

export default texts;
