import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The verify feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  verify_intro:
    '每期开奖前，我们会公布一个秘密种子的 SHA-256 哈希值。开奖后公开该种子，开奖结果由它通过固定函数得出，因此投注截止后任何人都无法选择结果。您的浏览器会在此重新计算这两者。',
  verify_numero: '期号',
  verify_numero_hint: '与开奖结果上显示的一致，例如 202603010001',
  verify_button: '验证',
  verify_not_drawn: '第 {{numero}} 期尚未开奖，其种子哈希已公布：',
  verify_match: '一致：该结果正是已公布种子所承诺的结果',
  verify_mismatch: '不一致：该结果并非由已公布的种子得出',
  verify_hash_ok: 'SHA-256(种子) 与开奖前公布的哈希值一致',
  verify_hash_bad: 'SHA-256(种子) 与公布的哈希值不一致',
  verify_result_ok: '由种子重新计算的结果与公布的结果一致',
  verify_result_bad: '由种子重新计算的结果与公布的结果不同',
  verify_seed: '公开的种子',
  verify_computed_hash: '种子的 SHA-256（在此计算）',
  verify_recomputed: '在您的浏览器中重新计算的结果',
  verify_how: '结果是如何得出的',
  verify_formula:
    '对 i = 0, 1, 2 …，block_i = HMAC-SHA256(key = 种子的 32 个字节, message = "<game>:<期号>:<i>")。每个小于 250 的字节取 字节 mod 10 作为一位数字；250 及以上的字节跳过，因此每个数字出现的概率相同。这些数字按顺序填入各奖项，每个号码从左到右填写。',
  verify_unavailable: '您的浏览器无法在此计算 SHA-256（Web Crypto 需要安全的 https 页面）。',
};

export default texts;
