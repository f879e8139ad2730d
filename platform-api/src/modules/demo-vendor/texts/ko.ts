import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The demo game page's texts in Korean (KO). */
export const KO: Texts<typeof EN> = {
  vendor: '데모 게임',
  funMode: '무료 체험 모드 — 게임용 칩',
  balance: '잔액',
  stake: '베팅액',
  spin: '스핀',
  roll: '굴리기',
  playing: '진행 중…',
  direction: '베팅',
  under: '언더',
  over: '오버',
  target: '기준값',
  winChance: '당첨 확률',
  payoutLabel: '배당',
  lastResult: '최근 결과',
  noRounds: '아직 진행한 라운드가 없습니다.',
  history: '라운드 기록',
  rolled: '나온 숫자',
  won: '당첨',
  lost: '미당첨',
  lines: '라인',
  line: '라인',
  rtp: '환수율',
  slotRules:
    '3×3 릴, 5라인(가로 3줄, 대각선 2줄). 한 라인에 같은 심볼 3개가 나오면 라인당 베팅액(베팅액 ÷ 5)의 배수를 지급합니다.',
  diceRules:
    '1–100 사이의 숫자가 나옵니다. 기준값보다 높을지(오버) 낮을지(언더) 고르세요. 당첨 시 (100 − 2) ÷ 당첨 확률 %를 지급합니다.',
  errInsufficientFunds: '이 베팅액에 필요한 잔액이 부족합니다.',
  errSessionExpired: '게임 세션이 만료되었습니다. 게임을 닫고 로비에서 다시 실행하세요.',
  errSelfExcluded: '자가 제한을 설정하셨습니다. 제한 기간이 끝날 때까지 베팅할 수 없습니다.',
  errRoundFailed: '라운드를 완료하지 못해 베팅액을 돌려드렸습니다. 다시 시도하세요.',
  errInvalid: '허용되지 않는 베팅입니다.',
  errNetwork: '네트워크 연결이 불안정합니다. 다시 시도하세요',
  errUnknown: '알 수 없는 오류',
  linkInvalidTitle: '게임 링크 만료',
  linkInvalid:
    '이미 사용했거나 만료된 게임 링크입니다(링크는 2분 동안 한 번만 사용할 수 있습니다). 게임을 닫고 로비에서 다시 실행하세요.',
  unknownGame: '알 수 없는 게임입니다.',
};
