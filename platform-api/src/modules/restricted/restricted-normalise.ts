/** A full name as the checks compare it: no accents, any case, any punctuation or word order ("Cruz, Juan Dela"). */
export function nameKey(name: string | null | undefined): string | null {
  const words = (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort();
  return words.length > 0 ? words.join(' ') : null;
}

/** An ID number as the checks compare it: letters and digits only, upper case ("n01-23 456" → "N0123456"). */
export function idKey(id: string | null | undefined): string | null {
  const key = (id ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  return key.length > 0 ? key : null;
}

/** yyyy-MM-dd of a birthday given as yyyy-MM-dd or dd-mm-yyyy (also with '/'), or null when it is not a real date. */
export function isoBirthday(raw: string | null | undefined): string | null {
  const s = (raw ?? '').trim();
  const m = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(s) ?? /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(s);
  if (!m) return null;
  const [y, mo, d] = m[1]!.length === 4 ? [m[1]!, m[2]!, m[3]!] : [m[3]!, m[2]!, m[1]!];
  const date = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  return `${y}-${mo}-${d}`;
}
