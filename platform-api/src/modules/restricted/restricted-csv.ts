import type { RestrictedPersonInput } from 'shared-contracts';
import { entryErrors } from './restricted-entry';

/** The import's columns, in the header's order. */
export const CSV_COLUMNS = ['full_name', 'birthday', 'id_type', 'id_number', 'reason'] as const;

/** Splits CSV text into rows of fields (RFC 4180 quotes: "a, b" and "" inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

export interface CsvCheck {
  accepted: (RestrictedPersonInput & { line: number })[];
  rejected: { line: number; errors: string[] }[];
}

/**
 * The rows of an import, each accepted or rejected with the message keys of what is wrong (`restricted_csv_*`). A
 * header other than CSV_COLUMNS rejects line 1 and everything; blank lines are skipped.
 */
export function checkCsv(text: string): CsvCheck {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  if (names.join(',') !== CSV_COLUMNS.join(','))
    return { accepted: [], rejected: [{ line: 1, errors: ['restricted_csv_header'] }] };
  const out: CsvCheck = { accepted: [], rejected: [] };
  rows.forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    if (cells.length !== CSV_COLUMNS.length) {
      out.rejected.push({ line, errors: ['restricted_csv_columns'] });
      return;
    }
    const [fullName, birthday, idType, idNumber, reason] = cells.map((c) => c.trim());
    const type = idType ? Number(idType) : undefined;
    const input: RestrictedPersonInput = {
      ...(fullName ? { fullName } : {}),
      ...(birthday ? { birthday } : {}),
      ...(type !== undefined ? { idType: type } : {}),
      ...(idNumber ? { idNumber } : {}),
      reason: reason ?? '',
    };
    const errors = entryErrors(input);
    if (errors.length > 0) out.rejected.push({ line, errors });
    else out.accepted.push({ line, ...input });
  });
  return out;
}
