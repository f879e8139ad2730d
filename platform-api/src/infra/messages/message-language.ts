import { DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared-contracts';

/** What picks the language of an SMS or e-mail sent for a request. */
export interface MessageLanguageSource {
  /** The request's `Accept-Language` (the web client sends one of LANGUAGES); only its first tag counts. */
  requested?: string | string[] | undefined;
  /** The merchant's languages (its permission config), in its order. */
  merchantLanguages: readonly string[];
  /** The member's stored language (PUT lang), read only when the request names none of the merchant's. */
  stored?: () => Promise<string | null | undefined>;
}

const codeOf = (value: string | null | undefined): string =>
  (value ?? '').split(',')[0]!.split(';')[0]!.trim().toUpperCase();

/**
 * The language a message goes out in: the requested one when the merchant offers it, else the member's
 * stored language, else the merchant's first language, else EN.
 */
export async function messageLanguage({
  requested,
  merchantLanguages,
  stored,
}: MessageLanguageSource): Promise<Language> {
  const offered = merchantLanguages.map((l) => l.toUpperCase()).filter(isLanguage);
  const asked = codeOf(Array.isArray(requested) ? requested[0] : requested);
  if (isLanguage(asked) && offered.includes(asked)) return asked;
  const own = codeOf(stored ? await stored() : null);
  if (isLanguage(own)) return own;
  return offered[0] ?? DEFAULT_LANGUAGE;
}

/** A message template with its `{name}` placeholders filled (unknown ones stay as they are). */
export const fillText = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
