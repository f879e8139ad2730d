import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The messages feature's texts in Simplified Chinese (mainland usage). */
const texts: Texts<typeof EN> = {
  inbox_unread_first: '未读优先',
  inbox_unread_count: '{{count}} 条未读',
  inbox_read_all: '全部标为已读',
  inbox_read_all_done: '所有消息已标为已读',
  inbox_unread: '未读',
  inbox_delete: '删除',
  inbox_delete_named: '删除消息：{{title}}',
  inbox_delete_title: '删除这条消息？',
  inbox_delete_text: '“{{title}}”将从您的消息中删除，且无法恢复。',
  inbox_deleted: '消息已删除',
  inbox_none: '暂无消息。',
  inbox_none_hint: '充值和提现的最新动态会发送到这里。',
  inbox_failed: '消息加载失败。',
  inbox_open_failed: '无法打开这条消息。',
  inbox_action_failed: '操作失败，请重试。',
  inbox_list: '消息',
  inbox_note: '备注：{{note}}',
  inbox_reason_declined: '付款被拒绝。',
  inbox_reason_expired: '付款未在规定时间内完成。',
  inbox_reason_rejected: '无法确认该转账。',
};

export default texts;
