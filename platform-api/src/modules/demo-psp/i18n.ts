/** The demo PSP's own page texts (the provider's UI, not the casino's), English and Vietnamese (TY). */
const EN = {
  htmlLang: 'en',
  brand: 'DemoPay',
  secure: 'Secure payment · test mode',
  payTo: 'Pay to',
  amount: 'Amount',
  reference: 'Reference',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  holder: 'Name on card',
  pay: 'Pay',
  paying: 'Processing…',
  cancel: 'Cancel and return to the site',
  back: 'Return to the site',
  testCards: 'Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined. Any future expiry, any CVC.',
  expiresAt: 'This payment page expires at',
  required: 'Required',
  invalidNumber: 'This card number is not valid',
  notTestCard: 'Test mode: use one of the test cards below',
  invalidExpiry: 'Use MM/YY',
  expiredCard: 'This card has expired',
  invalidCvc: '3 or 4 digits',
  invalidHolder: 'At most 80 characters',
  paidTitle: 'Payment successful',
  paid: 'Your payment was received. You are being returned to the site.',
  declinedTitle: 'Payment declined',
  declined: 'Your card was declined. No money was taken. Return to the site to try again.',
  expiredTitle: 'Payment page expired',
  expired:
    'This payment page has expired (pages are valid for 15 minutes). No money was taken. Return to the site to start again.',
  unknownTitle: 'Payment not found',
  unknown: 'This payment link is not valid.',
  language: 'Tiếng Việt',
} as const;

export type PspTexts = { readonly [K in keyof typeof EN]: string };

const TY: PspTexts = {
  htmlLang: 'vi',
  brand: 'DemoPay',
  secure: 'Thanh toán an toàn · chế độ thử nghiệm',
  payTo: 'Thanh toán cho',
  amount: 'Số tiền',
  reference: 'Mã giao dịch',
  cardNumber: 'Số thẻ',
  expiry: 'Hết hạn (MM/YY)',
  cvc: 'CVC',
  holder: 'Tên in trên thẻ',
  pay: 'Thanh toán',
  paying: 'Đang xử lý…',
  cancel: 'Hủy và quay lại trang web',
  back: 'Quay lại trang web',
  testCards:
    'Thẻ thử nghiệm: 4242 4242 4242 4242 thanh toán thành công, 4000 0000 0000 0002 bị từ chối. Ngày hết hạn bất kỳ trong tương lai, CVC bất kỳ.',
  expiresAt: 'Trang thanh toán này hết hạn lúc',
  required: 'Bắt buộc',
  invalidNumber: 'Số thẻ không hợp lệ',
  notTestCard: 'Chế độ thử nghiệm: hãy dùng một thẻ thử nghiệm bên dưới',
  invalidExpiry: 'Định dạng MM/YY',
  expiredCard: 'Thẻ đã hết hạn',
  invalidCvc: '3 hoặc 4 chữ số',
  invalidHolder: 'Tối đa 80 ký tự',
  paidTitle: 'Thanh toán thành công',
  paid: 'Chúng tôi đã nhận được khoản thanh toán. Bạn đang được chuyển về trang web.',
  declinedTitle: 'Thanh toán bị từ chối',
  declined: 'Thẻ của bạn bị từ chối. Bạn chưa bị trừ tiền. Hãy quay lại trang web để thử lại.',
  expiredTitle: 'Trang thanh toán đã hết hạn',
  expired:
    'Trang thanh toán này đã hết hạn (mỗi trang có hiệu lực 15 phút). Bạn chưa bị trừ tiền. Hãy quay lại trang web để bắt đầu lại.',
  unknownTitle: 'Không tìm thấy giao dịch',
  unknown: 'Liên kết thanh toán này không hợp lệ.',
  language: 'English',
};

export type PspLang = 'EN' | 'TY';

/** The texts of a `lang` value (case-insensitive); English for anything else. */
export function pspTexts(lang: unknown): { lang: PspLang; t: PspTexts } {
  return typeof lang === 'string' && lang.toUpperCase() === 'TY' ? { lang: 'TY', t: TY } : { lang: 'EN', t: EN };
}
