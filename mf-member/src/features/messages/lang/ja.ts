import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The messages feature's texts in Japanese. */
const texts: Texts<typeof EN> = {
  inbox_unread_first: '未読を先に表示',
  inbox_unread_count: '未読{{count}}件',
  inbox_read_all: 'すべて既読にする',
  inbox_read_all_done: 'すべてのメッセージを既読にしました',
  inbox_unread: '未読',
  inbox_delete: '削除',
  inbox_delete_named: 'メッセージを削除：{{title}}',
  inbox_delete_title: 'このメッセージを削除しますか？',
  inbox_delete_text: '「{{title}}」をメッセージから削除します。この操作は取り消せません。',
  inbox_deleted: 'メッセージを削除しました',
  inbox_none: 'メッセージはまだありません。',
  inbox_none_hint: '入金・出金の最新情報がここに届きます。',
  inbox_failed: 'メッセージを読み込めませんでした。',
  inbox_open_failed: 'このメッセージを開けませんでした。',
  inbox_action_failed: '操作できませんでした。再度お試しください。',
  inbox_list: 'メッセージ',
  inbox_note: '備考：{{note}}',
  inbox_reason_declined: 'お支払いが承認されませんでした。',
  inbox_reason_expired: 'お支払いが時間内に完了しませんでした。',
  inbox_reason_rejected: '振込を確認できませんでした。',
};

export default texts;
