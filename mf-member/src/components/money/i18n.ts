import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Texts of the money fields the deposit and withdraw pages share (namespace `member`). */
export const EN = {
  money_amount_required: 'Please enter an amount',
  money_amount_invalid: 'Enter an amount in numbers, e.g. 100000 or 100,000.50',
  money_amount_decimals: 'At most 2 decimals',
  money_amount_range: 'Enter an amount between {{min}} and {{max}}',
  money_upload_choose: 'Choose an image',
  money_upload_change: 'Change image',
  money_upload_none: 'No image chosen (jpeg or png, at most 5 MB)',
  money_fee_rule: 'Fee: {{rule}}',
  money_fee_rule_cap: 'Fee: {{rule}}, at most {{max}}',
  money_fee_all: 'The fee ({{fee}}) would take the whole amount',
  money_fee_of: 'fee {{fee}}',
};

addBundles(NS, {
  EN,
  TY: {
    money_amount_required: 'Vui lòng nhập số tiền',
    money_amount_invalid: 'Nhập số tiền bằng chữ số, ví dụ 100000 hoặc 100,000.50',
    money_amount_decimals: 'Tối đa 2 chữ số thập phân',
    money_amount_range: 'Nhập số tiền từ {{min}} đến {{max}}',
    money_upload_choose: 'Chọn ảnh',
    money_upload_change: 'Đổi ảnh',
    money_upload_none: 'Chưa chọn ảnh (jpeg hoặc png, tối đa 5 MB)',
    money_fee_rule: 'Phí: {{rule}}',
    money_fee_rule_cap: 'Phí: {{rule}}, tối đa {{max}}',
    money_fee_all: 'Phí ({{fee}}) sẽ lấy hết số tiền',
    money_fee_of: 'phí {{fee}}',
  } satisfies typeof EN,
});
