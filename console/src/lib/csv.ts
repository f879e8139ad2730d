import Papa from 'papaparse';

/** Downloads rows as a CSV file (header from the keys of `columns`); values are written as the table shows them. */
export function downloadCsv<T>(fileName: string, rows: readonly T[], columns: Record<string, (row: T) => unknown>) {
  const header = Object.keys(columns);
  const data = rows.map((r) => header.map((h) => columns[h]!(r) ?? ''));
  // A leading = + - @ would be read as a formula by a spreadsheet: papaparse quotes and escapes those.
  const text = Papa.unparse({ fields: header, data }, { escapeFormulae: true });
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
