import { knownZone, reportDays, type ReportDays } from './report-range';
import type { Merchant } from '../merchants';

/** What a report is asked for: its brands (one, or every brand for the owner), the days and the page. */
export interface ReportAsk {
  merchants: readonly Merchant[];
  /** The brand's code, or null: every brand (UTC days). */
  scope: string | null;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** A brand's days are cut at its own midnight (merchants.time_zone); every brand's together at UTC midnight. */
export function zoneOf(ask: ReportAsk): string {
  const zone = ask.scope === null ? 'UTC' : ask.merchants[0]!.timeZone;
  return zone && knownZone(zone) ? zone : 'UTC';
}

/** The days of the ask, the range the aggregate reads take, and the answer's head (days, zone, brand, currency). */
export function reportFrame(ask: ReportAsk, now: Date) {
  const days: ReportDays = reportDays(ask, zoneOf(ask), now);
  const currencies = [...new Set(ask.merchants.map((m) => m.currency))];
  return {
    days,
    range: {
      merchantIds: ask.merchants.map((m) => m.id),
      from: days.start,
      to: days.end,
      timeZone: days.timeZone,
    },
    head: {
      from: days.from,
      to: days.to,
      timeZone: days.timeZone,
      merchant: ask.scope,
      currency: currencies.length === 1 ? currencies[0]! : null,
    },
  };
}
