const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * An ISO-8601 instant as the player's local "YYYY-MM-DD HH:mm" (the same in EN and TY); the text as it
 * is when it is not a date.
 */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
