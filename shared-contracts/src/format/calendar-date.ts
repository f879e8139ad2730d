import { getPermissionConfig } from '../config/store';

/** How a calendar date (a birthday, a records filter's day) is written: dd-mm-yyyy in the Philippines variant. */
export type CalendarLayout = 'yyyy-mm-dd' | 'dd-mm-yyyy';

/** The merchant's layout: dd-mm-yyyy on a Philippines-variant brand (SPEC §9), yyyy-mm-dd otherwise. */
export function calendarLayout(): CalendarLayout {
  return getPermissionConfig()?.registration.philippines ? 'dd-mm-yyyy' : 'yyyy-mm-dd';
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A yyyy-MM-dd date written in `layout` (the merchant's by default); any other text as it is. */
export function formatCalendarDate(iso: string, layout: CalendarLayout = calendarLayout()): string {
  const m = ISO.exec(iso.trim());
  if (!m) return iso;
  return layout === 'dd-mm-yyyy' ? `${m[3]}-${m[2]}-${m[1]}` : `${m[1]}-${m[2]}-${m[3]}`;
}

/** yyyy-MM-dd of a date typed in `layout`, or null unless it is a real calendar date written that way. */
export function parseCalendarDate(text: string, layout: CalendarLayout = calendarLayout()): string | null {
  const m = (layout === 'dd-mm-yyyy' ? DMY : ISO).exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = layout === 'dd-mm-yyyy' ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const real = date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(mo) - 1;
  return real && date.getUTCDate() === Number(d) && Number(y) >= 1000 ? `${y}-${mo}-${d}` : null;
}

/** Completed years between a yyyy-MM-dd birthday and `today` (local date). */
export function yearsSince(iso: string, today: Date = new Date()): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const before = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  return today.getFullYear() - y - (before ? 1 : 0);
}
