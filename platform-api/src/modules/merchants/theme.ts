import { createHash } from 'node:crypto';
import { THEME_TOKENS, THEME_VALUE_PATTERN, ThemeSchema, isValidTheme, themeCss, type Theme } from 'shared-contracts';
import { Value } from 'typebox/value';
import { invalidField } from '../../infra/errors/common-errors';

/** What an operator changes in a brand: absent fields keep their value; a token set to null is removed. */
export interface ThemePatch {
  /** Start from the platform's default look (no overrides, no logo, no favicon) before the rest applies. */
  reset?: boolean;
  tokens?: Record<string, string | null>;
  logoUrl?: string;
  faviconUrl?: string;
}

/** The look every merchant starts from: shared-ui's default tokens, the name as text, no favicon. */
export const DEFAULT_THEME: Theme = { tokens: {}, logoUrl: '', faviconUrl: '' };

const VALUE = new RegExp(THEME_VALUE_PATTERN);
const KNOWN: ReadonlySet<string> = new Set(THEME_TOKENS);
/** Empty, a same-origin path or an http(s) URL; never a character that could leave an HTML attribute or a CSS url(). */
const URL_OK = /^(?:\/(?!\/)|https?:\/\/)[^\s"'<>\\`()]*$/;
const MAX_URL = 2048;

/** Why a brand cannot be stored (the first problem, in the operator's words), or null when it can. */
export function themeProblem(theme: Theme): string | null {
  for (const [name, value] of Object.entries(theme.tokens)) {
    if (!KNOWN.has(name)) return `unknown theme token "${name}": use one of ${THEME_TOKENS.join(', ')}`;
    if (typeof value !== 'string' || !VALUE.test(value))
      return `value of ${name} is not allowed: 1-120 letters, digits, spaces and # % . , ( ) _ - (a colour, length or font stack)`;
  }
  for (const field of ['logoUrl', 'faviconUrl'] as const) {
    const url = theme[field];
    if (url !== '' && (url.length > MAX_URL || !URL_OK.test(url)))
      return `${field} must be empty, a path starting with / or an http(s) URL, without spaces, quotes, brackets or <>`;
  }
  // The contract's own check last: anything the messages above missed still never gets stored.
  if (!Value.Check(ThemeSchema, theme) || !isValidTheme(theme.tokens)) return 'the theme does not match ThemeSchema';
  return null;
}

/** The brand after an operator's patch, validated (400 VALIDATION with the problem as detail). */
export function patchTheme(current: Theme, patch: ThemePatch): Theme {
  const base = patch.reset ? DEFAULT_THEME : current;
  const tokens: Record<string, string> = { ...base.tokens };
  for (const [name, value] of Object.entries(patch.tokens ?? {})) {
    if (value === null) delete tokens[name];
    else tokens[name] = value.trim();
  }
  const next: Theme = {
    tokens,
    logoUrl: (patch.logoUrl ?? base.logoUrl).trim(),
    faviconUrl: (patch.faviconUrl ?? base.faviconUrl).trim(),
  };
  // Removing a token never fails, even one stored before a rename: only what is set is checked.
  const problem = themeProblem(next);
  if (problem) throw invalidField('theme', problem);
  return next;
}

/** The theme with only its valid token overrides (what clients get, whatever was stored behind the API's back). */
export function publicTheme(theme: Theme): Theme {
  const tokens = Object.fromEntries(Object.entries(theme.tokens).filter(([k, v]) => isValidTheme({ [k]: v })));
  const url = (u: string) => (u === '' || (u.length <= MAX_URL && URL_OK.test(u)) ? u : '');
  return { tokens, logoUrl: url(theme.logoUrl), faviconUrl: url(theme.faviconUrl) };
}

/** A strong ETag of a text body. */
export const etagOf = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The merchant's /wps/system/theme.css: `:root{…}` of its valid overrides (empty when none), and its ETag. */
export function themeStylesheet(theme: Theme): { body: string; etag: string } {
  const body = themeCss(theme.tokens);
  return { body, etag: etagOf(body) };
}
