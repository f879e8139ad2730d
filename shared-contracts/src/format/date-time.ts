import { localeOf } from '../i18n/languages';

const pad = (n: number): string => String(n).padStart(2, '0');

export interface DateTimeOptions {
  /** Down to the second (record tables, lottery draws); to the minute otherwise. */
  seconds?: boolean;
  /**
   * The UI language (`EN`, `TY`): the date as that language writes it ("07/05/2026, 14:03" in EN,
   * "14:03 7/5/26" in TY) instead of the language-neutral "2026-05-07 14:03".
   */
  lang?: string;
}

/**
 * An ISO-8601 instant in the player's local time zone; the text as it is when it is not a date. The one date-time
 * format of the front end (EN and TY alike unless `lang` is given):
 * - `formatDateTime(iso)` → "2026-05-07 14:03" (messages, prompts, contracts, most lists);
 * - `formatDateTime(iso, { seconds: true })` → "2026-05-07 14:03:09" (record tables);
 * - `formatDateTime(iso, { lang })` → the language's short date and time (deposit and withdrawal lists);
 * - `formatDateTime(iso, { lang, seconds: true })` → the language's numeric date and time to the second (draws).
 */
export function formatDateTime(iso: string, { seconds = false, lang }: DateTimeOptions = {}): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  if (lang !== undefined) {
    const locale = localeOf(lang);
    if (!seconds) return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(d);
    return d.toLocaleString(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  }
  const minutes = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return seconds ? `${minutes}:${pad(d.getSeconds())}` : minutes;
}
