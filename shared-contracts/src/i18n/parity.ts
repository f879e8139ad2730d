import type { Bundle } from './init';

/** The `{{placeholders}}` and `<n>` tags of a text, sorted: a translation keeps every one. */
const marks = (text: string): string =>
  [...text.matchAll(/\{\{\s*[\w.]+\s*(?:,[^}]*)?\}\}|<\/?\d+>/g)]
    .map((m) => m[0].replace(/\s+/g, ''))
    .sort()
    .join(' ');

/**
 * What a language's dictionary lacks or adds against EN (keys missing, keys EN does not have, texts whose
 * placeholders differ, empty texts); an empty list when it is complete. The package tests call it for every
 * language (`src/config/__tests__/languages.test.ts`).
 */
export function languageGaps(en: Bundle, other: Bundle): string[] {
  const gaps: string[] = [];
  for (const key of Object.keys(en)) {
    const text = other[key];
    if (text === undefined) gaps.push(`missing ${key}`);
    else if (!text.trim()) gaps.push(`empty ${key}`);
    else if (marks(text) !== marks(en[key]!))
      gaps.push(`placeholders differ in ${key}: ${marks(en[key]!)} vs ${marks(text)}`);
  }
  for (const key of Object.keys(other)) if (!(key in en)) gaps.push(`not in EN: ${key}`);
  return gaps;
}
