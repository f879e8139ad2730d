import { addBundles } from 'shared-contracts';
import { NS } from '../../config/i18n';

/** Strings of the message page (messageV2); the messages' own texts are `common:msg_<kind>_*`. */
export const EN = {
  inbox_unread_first: 'Unread first',
  inbox_unread_count: '{{count}} unread',
  inbox_read_all: 'Mark all as read',
  inbox_read_all_done: 'All messages marked as read',
  inbox_unread: 'Unread',
  inbox_delete: 'Delete',
  inbox_delete_named: 'Delete message: {{title}}',
  inbox_delete_title: 'Delete this message?',
  inbox_delete_text: '“{{title}}” will be removed from your messages. This cannot be undone.',
  inbox_deleted: 'Message deleted',
  inbox_none: 'No messages yet.',
  inbox_none_hint: 'Deposit and withdrawal updates arrive here.',
  inbox_failed: 'Could not load your messages.',
  inbox_open_failed: 'This message could not be opened.',
  inbox_action_failed: 'That did not work, please try again.',
  inbox_list: 'Messages',
  inbox_note: 'Note: {{note}}',
  inbox_reason_declined: 'The payment was declined.',
  inbox_reason_expired: 'The payment was not completed in time.',
  inbox_reason_rejected: 'The transfer could not be confirmed.',
};

addBundles(NS, {
  EN,
  TY: {
    inbox_unread_first: 'Chưa đọc trước',
    inbox_unread_count: '{{count}} chưa đọc',
    inbox_read_all: 'Đánh dấu tất cả đã đọc',
    inbox_read_all_done: 'Đã đánh dấu tất cả tin nhắn là đã đọc',
    inbox_unread: 'Chưa đọc',
    inbox_delete: 'Xóa',
    inbox_delete_named: 'Xóa tin nhắn: {{title}}',
    inbox_delete_title: 'Xóa tin nhắn này?',
    inbox_delete_text: '“{{title}}” sẽ bị xóa khỏi hộp thư của bạn. Không thể hoàn tác.',
    inbox_deleted: 'Đã xóa tin nhắn',
    inbox_none: 'Chưa có tin nhắn.',
    inbox_none_hint: 'Thông báo nạp và rút tiền sẽ hiện ở đây.',
    inbox_failed: 'Không thể tải tin nhắn.',
    inbox_open_failed: 'Không thể mở tin nhắn này.',
    inbox_action_failed: 'Thao tác không thành công, vui lòng thử lại.',
    inbox_list: 'Tin nhắn',
    inbox_note: 'Ghi chú: {{note}}',
    inbox_reason_declined: 'Thanh toán bị từ chối.',
    inbox_reason_expired: 'Thanh toán không hoàn tất kịp thời hạn.',
    inbox_reason_rejected: 'Không thể xác nhận giao dịch chuyển khoản.',
  } satisfies typeof EN,
});
