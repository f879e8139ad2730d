import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The money texts in Korean. */
const texts: Texts<typeof EN> = {
  money_amount_required: '금액을 입력해 주세요',
  money_amount_invalid: '금액을 숫자로 입력해 주세요 (예: 100000 또는 100,000.50)',
  money_amount_decimals: '소수점 둘째 자리까지 가능합니다',
  money_amount_range: '{{min}}에서 {{max}} 사이의 금액을 입력해 주세요',
  money_upload_choose: '이미지 선택',
  money_upload_change: '이미지 변경',
  money_upload_none: '선택한 이미지 없음 (jpeg 또는 png, 최대 5 MB)',
  money_fee_rule: '수수료: {{rule}}',
  money_fee_rule_cap: '수수료: {{rule}}, 최대 {{max}}',
  money_fee_all: '수수료({{fee}})가 전액을 차지합니다',
  money_fee_of: '수수료 {{fee}}',
};

export default texts;
