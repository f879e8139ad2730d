import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The config texts in Korean. */
const texts: Texts<typeof EN> = {
  title: '회원 센터',
  securityCenter: '내 계정',
  transferFund: '지갑',
  depositv2: '입금',
  withdraw: '출금',
  transferUpline: '상위 에이전트에게 이체',
  personalHistoryCopy: '베팅 내역',
  transactionHistory: '계정 내역',
  personalProfit: '손익',
  bonusDetails: '보너스 내역',
  rewardCenter: '리워드 센터',
  referral: '친구 초대',
  missionLeaderboard: '미션',
  messageV2: '플랫폼 안내',
  feedback: '피드백',
  profile: '프로필',
  password: '비밀번호',
  choose: '선택해 주세요',
  save: '저장',
  amount_invalid: '0보다 큰 금액을 소수점 둘째 자리까지 입력해 주세요',
  balance: '잔액',
};

export default texts;
