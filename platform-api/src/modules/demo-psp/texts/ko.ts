import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The demo PSP's page texts in Korean (KO). */
export const KO: Texts<typeof EN> = {
  brand: 'DemoPay',
  secure: '안전한 결제 · 테스트 모드',
  payTo: '받는 곳',
  amount: '금액',
  reference: '거래 번호',
  cardNumber: '카드 번호',
  expiry: '유효기간 (MM/YY)',
  cvc: 'CVC',
  holder: '카드 소유자 이름',
  pay: '결제하기',
  paying: '처리 중…',
  cancel: '취소하고 사이트로 돌아가기',
  back: '사이트로 돌아가기',
  testCards:
    '테스트 카드: 4242 4242 4242 4242는 결제 성공, 4000 0000 0000 0002는 결제 거절입니다. 유효기간은 미래 날짜, CVC는 아무 숫자나 입력하세요.',
  expiresAt: '이 결제 페이지의 만료 시각',
  required: '필수 항목입니다',
  invalidNumber: '유효하지 않은 카드 번호입니다',
  notTestCard: '테스트 모드: 아래 테스트 카드 중 하나를 사용하세요',
  invalidExpiry: 'MM/YY 형식으로 입력하세요',
  expiredCard: '유효기간이 지난 카드입니다',
  invalidCvc: '3자리 또는 4자리 숫자',
  invalidHolder: '최대 80자',
  paidTitle: '결제 완료',
  paid: '결제가 접수되었습니다. 사이트로 돌아갑니다.',
  declinedTitle: '결제 거절',
  declined: '카드가 거절되었습니다. 결제된 금액은 없습니다. 사이트로 돌아가 다시 시도하세요.',
  expiredTitle: '결제 페이지 만료',
  expired:
    '이 결제 페이지는 만료되었습니다(페이지 유효 시간 15분). 결제된 금액은 없습니다. 사이트로 돌아가 처음부터 다시 진행하세요.',
  unknownTitle: '결제를 찾을 수 없음',
  unknown: '유효하지 않은 결제 링크입니다.',
  languages: '언어',
};
