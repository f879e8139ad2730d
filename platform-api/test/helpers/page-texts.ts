import { LANGUAGES, type Language } from 'shared-contracts';

/** The `{name}` (vendor pages) and `{{name}}` placeholders of a text, sorted: a translation keeps every one. */
const placeholders = (text: string): string =>
  [...text.matchAll(/\{\{?\s*(\w+)\s*\}?\}/g)]
    .map((m) => m[1]!)
    .sort()
    .join(' ');

/**
 * What a vendor page's texts (`textsOf`: a module's `pageTexts`-like function) lack in the seven languages against
 * EN: a language answered by another one (the English texts as a fallback), keys missing or not in EN, empty texts,
 * texts whose placeholders differ; an empty list when every language is complete.
 */
export function pageTextGaps(
  textsOf: (lang: Language) => { lang: Language; t: Readonly<Record<string, string>> },
): string[] {
  const en = textsOf('EN').t;
  const gaps: string[] = [];
  for (const lang of LANGUAGES) {
    const { lang: answered, t } = textsOf(lang);
    if (answered !== lang) gaps.push(`${lang}: answered as ${answered}`);
    if (lang !== 'EN' && t === en) gaps.push(`${lang}: the English texts`);
    for (const key of Object.keys(en)) {
      const text = t[key];
      if (text === undefined) gaps.push(`${lang}: missing ${key}`);
      else if (!text.trim()) gaps.push(`${lang}: empty ${key}`);
      else if (placeholders(text) !== placeholders(en[key]!))
        gaps.push(`${lang}: placeholders differ in ${key}: ${placeholders(en[key]!)} vs ${placeholders(text)}`);
    }
    for (const key of Object.keys(t)) if (!(key in en)) gaps.push(`${lang}: not in EN: ${key}`);
  }
  return gaps;
}
