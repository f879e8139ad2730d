/** The reports' amounts ("-1234.50") in minor units, for shared-ui's Amount. */
export const minorOf = (amount: string): number => Math.round(Number(amount) * 100);

/** Today's calendar day in `timeZone` as a local Date: the range presets count from the brand's day. */
export function zoneToday(timeZone: string, now: Date = new Date()): Date {
  try {
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(now)
      .split('-')
      .map(Number);
    return new Date(y!, m! - 1, d!);
  } catch {
    return new Date(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  }
}
