import type { Texts } from '../../languages';
import type { RG_EN } from '../../responsible-gaming';

/** The responsible-gaming texts of the `common` namespace in Korean. */
const texts: Texts<typeof RG_EN> = {
  err_deposit_limit_exceeded:
    '이 입금은 입금 한도를 초과합니다. {{resetsAt}}까지 최대 {{remaining}}만 더 입금할 수 있습니다.',
  err_self_excluded: '{{until}}까지 자기 제한을 설정하셨습니다. 그때까지 로그인, 입금, 베팅이 차단됩니다.',
  err_password_incorrect: '비밀번호가 올바르지 않습니다',
  err_exclusion_until: '오늘 이후부터 최대 5년 이내의 날짜를 선택해 주세요',
};

export default texts;
