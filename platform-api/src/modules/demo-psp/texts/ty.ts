import type { Texts } from 'shared-contracts';
import type { EN } from './en';

/** The demo PSP's page texts in Vietnamese (TY). */
export const TY: Texts<typeof EN> = {
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
  languages: 'Ngôn ngữ',
};
