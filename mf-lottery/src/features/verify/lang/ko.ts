import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The verify texts in Korean. */
const texts: Texts<typeof EN> = {
  verify_intro:
    '매 추첨 전에 비밀 시드의 SHA-256 해시를 공개합니다. 추첨 후 시드가 공개되며 결과는 고정된 함수로 시드에서 도출되므로, 베팅이 접수된 뒤에는 누구도 결과를 정할 수 없습니다. 브라우저가 여기서 두 가지를 모두 다시 계산합니다.',
  verify_numero: '회차 번호',
  verify_numero_hint: '결과에 표시된 번호, 예: 202603010001',
  verify_button: '검증',
  verify_not_drawn: '{{numero}}회차는 아직 추첨되지 않았습니다. 시드 해시는 이미 공개되어 있습니다:',
  verify_match: '일치: 이 결과는 공개된 시드가 약속한 결과입니다',
  verify_mismatch: '불일치: 이 결과는 공개된 시드에서 도출되지 않습니다',
  verify_hash_ok: 'SHA-256(시드)가 추첨 전에 공개된 해시와 같습니다',
  verify_hash_bad: 'SHA-256(시드)가 공개된 해시와 다릅니다',
  verify_result_ok: '시드로 다시 계산한 결과가 공개된 결과와 같습니다',
  verify_result_bad: '시드로 다시 계산한 결과가 공개된 결과와 다릅니다',
  verify_seed: '공개된 시드',
  verify_computed_hash: '시드의 SHA-256 (여기서 계산)',
  verify_recomputed: '브라우저에서 다시 계산한 결과',
  verify_how: '결과 도출 방식',
  verify_formula:
    'block_i = HMAC-SHA256(key = 시드의 32바이트, message = "<game>:<회차 번호>:<i>"), i = 0, 1, 2 … 250 미만의 각 바이트는 (바이트 mod 10)의 숫자가 되며, 250 이상의 바이트는 건너뛰므로 모든 숫자가 같은 확률로 나옵니다. 숫자는 상의 순서대로, 각 번호의 왼쪽부터 채워집니다.',
  verify_unavailable: '이 브라우저에서는 SHA-256을 계산할 수 없습니다 (Web Crypto는 보안 https 페이지가 필요합니다).',
};

export default texts;
