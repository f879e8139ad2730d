import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The messages texts in Korean. */
const texts: Texts<typeof EN> = {
  inbox_unread_first: '읽지 않은 메시지 먼저',
  inbox_unread_count: '읽지 않음 {{count}}개',
  inbox_read_all: '모두 읽음으로 표시',
  inbox_read_all_done: '모든 메시지를 읽음으로 표시했습니다',
  inbox_unread: '읽지 않음',
  inbox_delete: '삭제',
  inbox_delete_named: '메시지 삭제: {{title}}',
  inbox_delete_title: '이 메시지를 삭제하시겠습니까?',
  inbox_delete_text: '“{{title}}” 메시지가 삭제됩니다. 이 작업은 되돌릴 수 없습니다.',
  inbox_deleted: '메시지가 삭제되었습니다',
  inbox_none: '아직 메시지가 없습니다.',
  inbox_none_hint: '입금 및 출금 알림이 여기로 도착합니다.',
  inbox_failed: '메시지를 불러올 수 없습니다.',
  inbox_open_failed: '이 메시지를 열 수 없습니다.',
  inbox_action_failed: '처리하지 못했습니다. 다시 시도해 주세요.',
  inbox_list: '메시지',
  inbox_note: '메모: {{note}}',
  inbox_reason_declined: '결제가 거절되었습니다.',
  inbox_reason_expired: '결제가 시간 내에 완료되지 않았습니다.',
  inbox_reason_rejected: '이체를 확인할 수 없습니다.',
};

export default texts;
