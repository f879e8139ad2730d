/** The locale a UI language writes dates in (TY is Vietnamese in this product). */
const LOCALES: Record<string, string> = { EN: 'en-GB', TY: 'vi-VN' };

/** An ISO-8601 time as the player's language writes a date and time ("07/05/2026, 14:03"). */
export function formatDateTime(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang] ?? 'en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(d);
}
