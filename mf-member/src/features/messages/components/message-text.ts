import type { TFunction } from 'i18next';
import { formatMoney, type MemberMessage } from 'shared-contracts';
import '../i18n';

/** What a message shows: its title, and either translated text lines or the stored (sanitised) HTML. */
export interface MessageText {
  title: string;
  lines: string[] | null;
  html: string | null;
}

const REASONS = ['declined', 'expired', 'rejected'];

/**
 * A platform notification (`kind` set) in the reader's language — `common:msg_<kind>_title` / `_body` with its
 * params (the amount formatted from minor units), its reason and the operator's note; anything else, or a kind
 * this client does not know, shows the stored title and content.
 */
export function messageText(
  t: TFunction,
  exists: (key: string) => boolean,
  m: Pick<MemberMessage, 'title' | 'content' | 'kind' | 'params'>,
): MessageText {
  const key = m.kind && `common:msg_${m.kind}`;
  if (!key || !exists(`${key}_title`) || !exists(`${key}_body`))
    return { title: m.title, lines: null, html: m.content };
  const p = m.params ?? {};
  const values = { ...p, amount: typeof p.amount === 'number' ? formatMoney(p.amount) : p.amount };
  const lines = [t(`${key}_body`, values)];
  if (typeof p.reason === 'string' && REASONS.includes(p.reason)) lines.push(t(`inbox_reason_${p.reason}`));
  if (typeof p.note === 'string' && p.note) lines.push(t('inbox_note', { note: p.note }));
  return { title: t(`${key}_title`, values), lines, html: null };
}
