import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The money components' texts in Japanese. */
const texts: Texts<typeof EN> = {
  money_amount_required: '金額を入力してください',
  money_amount_invalid: '金額を数字で入力してください（例：100000 または 100,000.50）',
  money_amount_decimals: '小数点以下は2桁までです',
  money_amount_range: '{{min}}〜{{max}}の金額を入力してください',
  money_upload_choose: '画像を選択',
  money_upload_change: '画像を変更',
  money_upload_none: '画像が選択されていません（jpegまたはpng、最大5 MB）',
  money_fee_rule: '手数料：{{rule}}',
  money_fee_rule_cap: '手数料：{{rule}}（上限 {{max}}）',
  money_fee_all: '手数料（{{fee}}）が全額を上回ります',
  money_fee_of: '手数料 {{fee}}',
};

export default texts;
