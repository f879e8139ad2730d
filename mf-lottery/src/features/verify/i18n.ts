import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the verify feature. */
export const EN = {
  verify_intro:
    'Before each draw we publish the SHA-256 hash of a secret seed. After the draw the seed is revealed and the result follows from it by a fixed function, so nobody can choose the result once bets are in. Your browser recomputes both here.',
  verify_numero: 'Draw number',
  verify_numero_hint: 'As shown on the result, e.g. 202603010001',
  verify_button: 'Verify',
  verify_not_drawn: 'Draw {{numero}} has not been drawn yet. Its seed hash is already published:',
  verify_match: 'Match: this result is the one the published seed commits to',
  verify_mismatch: 'Mismatch: this result does not follow from the published seed',
  verify_hash_ok: 'SHA-256(seed) equals the hash published before the draw',
  verify_hash_bad: 'SHA-256(seed) does not equal the published hash',
  verify_result_ok: 'The result recomputed from the seed equals the published result',
  verify_result_bad: 'The result recomputed from the seed differs from the published result',
  verify_seed: 'Revealed seed',
  verify_computed_hash: 'SHA-256 of the seed (computed here)',
  verify_recomputed: 'Result recomputed in your browser',
  verify_how: 'How the result is derived',
  verify_formula:
    'block_i = HMAC-SHA256(key = the seed’s 32 bytes, message = "<game>:<draw number>:<i>") for i = 0, 1, 2 … Each byte below 250 gives the digit byte mod 10; bytes of 250 and above are skipped, so every digit is equally likely. The digits fill the prizes in order, each number left to right.',
  verify_unavailable: 'Your browser cannot compute SHA-256 here (Web Crypto needs a secure https page).',
};

addBundles(NS, {
  EN,
  TY: {
    verify_intro:
      'Trước mỗi kỳ quay chúng tôi công bố mã băm SHA-256 của một hạt giống bí mật. Sau kỳ quay hạt giống được công khai và kết quả được tính từ nó bằng một hàm cố định, nên không ai chọn được kết quả sau khi đã có cược. Trình duyệt của bạn tự tính lại cả hai tại đây.',
    verify_numero: 'Số kỳ',
    verify_numero_hint: 'Như trên kết quả, ví dụ 202603010001',
    verify_button: 'Kiểm tra',
    verify_not_drawn: 'Kỳ {{numero}} chưa được quay. Mã băm hạt giống đã được công bố:',
    verify_match: 'Khớp: kết quả này đúng là kết quả mà hạt giống đã công bố cam kết',
    verify_mismatch: 'Không khớp: kết quả này không suy ra từ hạt giống đã công bố',
    verify_hash_ok: 'SHA-256(hạt giống) trùng mã băm đã công bố trước kỳ quay',
    verify_hash_bad: 'SHA-256(hạt giống) không trùng mã băm đã công bố',
    verify_result_ok: 'Kết quả tính lại từ hạt giống trùng kết quả đã công bố',
    verify_result_bad: 'Kết quả tính lại từ hạt giống khác kết quả đã công bố',
    verify_seed: 'Hạt giống đã công khai',
    verify_computed_hash: 'SHA-256 của hạt giống (tính tại đây)',
    verify_recomputed: 'Kết quả tính lại trong trình duyệt của bạn',
    verify_how: 'Cách tính kết quả',
    verify_formula:
      'block_i = HMAC-SHA256(khóa = 32 byte của hạt giống, thông điệp = "<trò chơi>:<số kỳ>:<i>") với i = 0, 1, 2 … Mỗi byte nhỏ hơn 250 cho chữ số byte mod 10; byte từ 250 trở lên bị bỏ qua, nên mọi chữ số đều có khả năng như nhau. Các chữ số lần lượt điền vào các giải, mỗi số từ trái sang phải.',
    verify_unavailable: 'Trình duyệt không tính được SHA-256 ở đây (Web Crypto cần trang https an toàn).',
  } satisfies typeof EN,
});
