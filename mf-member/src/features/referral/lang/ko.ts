import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The referral texts in Korean. */
const texts: Texts<typeof EN> = {
  ref_invite: '초대 공유하기',
  ref_rules:
    '친구가 회원님의 코드로 가입한 후 {{days}}일 이내에 입금액이 {{min}}에 도달하면 리워드 센터에서 {{reward}}을(를) 받습니다.',
  ref_turnover: '각 리워드는 출금 전에 리워드 금액의 {{multiple}}배 베팅이 필요합니다.',
  ref_no_turnover: '리워드는 추가 베팅 없이 출금할 수 있습니다.',
  ref_off: '추천 리워드가 일시 중지되었습니다. 회원님의 코드로 가입한 친구는 계속 회원님과 연결됩니다.',
  ref_code: '내 추천 코드',
  ref_link: '내 초대 링크',
  ref_copy: '복사',
  ref_copy_code: '추천 코드 복사',
  ref_copy_link: '초대 링크 복사',
  ref_copied: '복사되었습니다',
  ref_copy_failed: '복사할 수 없습니다. 텍스트를 선택해 직접 복사해 주세요',
  ref_qr: '초대 링크 QR 코드',
  ref_qr_hint: '친구가 휴대폰 카메라로 스캔할 수 있습니다.',
  ref_failed: '추천 정보를 불러올 수 없습니다.',
  ref_stats: '내 추천 현황',
  ref_invited: '초대한 친구',
  ref_qualified: '조건 달성',
  ref_rewarded: '받은 리워드',
  ref_earned: '획득한 리워드',
  ref_friends: '초대한 친구',
  ref_account: '친구',
  ref_joined: '가입일',
  ref_state: '상태',
  ref_reward: '내 리워드',
  ref_state_REGISTERED: '가입함',
  ref_state_QUALIFIED: '조건 달성',
  ref_state_REWARDED: '리워드 지급',
  ref_state_hint_REGISTERED: '가입했지만 아직 조건 미달성',
  ref_state_hint_QUALIFIED: '리워드 센터에서 리워드 대기 중',
  ref_state_hint_REWARDED: '리워드 받음',
  ref_friends_none: '아직 초대한 친구가 없습니다.',
  ref_friends_none_hint: '링크를 공유하세요. 링크로 가입한 친구가 여기에 표시됩니다.',
  ref_friends_failed: '친구 목록을 불러올 수 없습니다.',
};

export default texts;
