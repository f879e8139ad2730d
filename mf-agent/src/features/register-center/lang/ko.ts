import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The register-center texts in Korean. */
const texts: Texts<typeof EN> = {
  reg_title: '새 계정',
  reg_intro: '계정은 회원님의 하위에 생성됩니다. 계정 소유자에게 비밀번호를 알려 주세요. 첫 로그인 시 변경해야 합니다.',
  reg_username: '아이디',
  reg_username_hint: '영문, 숫자 또는 _ 4–16자',
  reg_username_rule: '영문, 숫자 또는 _를 사용해 4–16자로 입력해 주세요',
  reg_password: '비밀번호',
  reg_password_rule: '6–20자로 입력해 주세요',
  reg_confirm: '비밀번호 확인',
  reg_nickname: '닉네임 (선택)',
  reg_nickname_rule: '최대 32자',
  reg_kind: '계정 유형',
  reg_player: '플레이어',
  reg_agent: '에이전트',
  reg_submit: '등록',
  reg_done_player: '플레이어 {{account}} 등록이 완료되었습니다.',
  reg_done_agent: '에이전트 {{account}} 등록이 완료되었습니다.',
  reg_done_code: '초대 코드: {{code}}',
  inv_title: '초대',
  inv_intro: '회원님의 링크나 코드로 가입한 신규 플레이어는 회원님의 팀에 합류합니다.',
  inv_code: '초대 코드',
  inv_link: '가입 링크',
  inv_copy: '복사',
  inv_copy_link: '가입 링크 복사',
  inv_copied: '링크가 복사되었습니다',
  inv_copy_failed: '복사할 수 없습니다. 링크를 선택해 직접 복사해 주세요',
  inv_qr: '가입 링크 QR 코드',
  inv_failed: '초대 정보를 불러올 수 없습니다.',
};

export default texts;
