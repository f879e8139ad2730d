import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The money components' texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  money_amount_required: '请输入金额',
  money_amount_invalid: '请输入数字金额，例如 100000 或 100,000.50',
  money_amount_decimals: '最多 2 位小数',
  money_amount_range: '请输入 {{min}} 至 {{max}} 之间的金额',
  money_upload_choose: '选择图片',
  money_upload_change: '更换图片',
  money_upload_none: '未选择图片（jpeg 或 png，最大 5 MB）',
  money_fee_rule: '手续费：{{rule}}',
  money_fee_rule_cap: '手续费：{{rule}}，最多 {{max}}',
  money_fee_all: '手续费（{{fee}}）将占用全部金额',
  money_fee_of: '手续费 {{fee}}',
};

export default texts;
