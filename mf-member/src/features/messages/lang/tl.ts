import type { Texts } from 'shared-contracts';
import type { EN } from '../i18n';

/** The messages feature's texts in Tagalog (Filipino, as used in the Philippines; common English loanwords like 'deposit', 'withdraw' are fine where Filipinos use them). */
const texts: Texts<typeof EN> = {
  inbox_unread_first: 'Unahin ang hindi pa nababasa',
  inbox_unread_count: '{{count}} hindi pa nababasa',
  inbox_read_all: 'Markahan lahat bilang nabasa',
  inbox_read_all_done: 'Namarkahan lahat ng mensahe bilang nabasa',
  inbox_unread: 'Hindi pa nababasa',
  inbox_delete: 'Burahin',
  inbox_delete_named: 'Burahin ang mensahe: {{title}}',
  inbox_delete_title: 'Burahin ang mensaheng ito?',
  inbox_delete_text: 'Aalisin ang “{{title}}” sa iyong mga mensahe. Hindi na ito maibabalik.',
  inbox_deleted: 'Nabura ang mensahe',
  inbox_none: 'Wala pang mensahe.',
  inbox_none_hint: 'Dito dumarating ang mga update sa deposit at withdrawal.',
  inbox_failed: 'Hindi ma-load ang iyong mga mensahe.',
  inbox_open_failed: 'Hindi mabuksan ang mensaheng ito.',
  inbox_action_failed: 'Hindi iyon gumana, subukang muli.',
  inbox_list: 'Mga mensahe',
  inbox_note: 'Tala: {{note}}',
  inbox_reason_declined: 'Tinanggihan ang bayad.',
  inbox_reason_expired: 'Hindi nakumpleto ang bayad sa takdang oras.',
  inbox_reason_rejected: 'Hindi makumpirma ang transfer.',
};

export default texts;
