import { addBundles } from 'shared-contracts';

/** Namespace `outbox` (the development outbox of SMS and e-mails). */
export const NS = 'outbox';

const EN = {
  title: 'Outbox',
  intro: 'Messages the platform sent through the development provider (never in production). Each search is audited.',
  to: 'Recipient',
  to_hint: 'The exact number (+dial code and number) or e-mail address',
  channel: 'Channel',
  body: 'Message',
  code: 'Code',
  sent_at: 'Sent',
  empty: 'No messages',
};

addBundles(NS, {
  EN,
  TY: {
    title: 'Hộp thư đi',
    intro:
      'Tin nhắn nền tảng đã gửi qua nhà cung cấp thử nghiệm (không bao giờ trong môi trường thật). Mỗi lần tìm đều được ghi nhật ký.',
    to: 'Người nhận',
    to_hint: 'Số chính xác (+mã quốc gia và số) hoặc địa chỉ e-mail',
    channel: 'Kênh',
    body: 'Nội dung',
    code: 'Mã',
    sent_at: 'Đã gửi',
    empty: 'Không có tin nhắn',
  } satisfies typeof EN,
  ZH: {
    title: '发件箱',
    intro: '平台通过开发用通道发送的消息（生产环境从不启用）。每次搜索都会记入审计。',
    to: '收件人',
    to_hint: '完整号码（+区号和号码）或电子邮箱',
    channel: '渠道',
    body: '内容',
    code: '验证码',
    sent_at: '发送时间',
    empty: '没有消息',
  } satisfies typeof EN,
});
