/** Formats integer minor units (1/100) as "1,234.56" (SPEC §9: 2 decimals, thousands separators). */
export function formatMoney(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${whole}.${cents}`;
}

/** What a player types as money ("1234.5", "1,234.50") → integer minor units, or null when it is not an amount ≥ 0 with at most 2 decimals. */
export function parseMoney(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', cents = ''] = plain.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}
