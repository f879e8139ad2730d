import { Type, type Static } from 'typebox';

/**
 * Design tokens a merchant's theme may override (ADR 0005). shared-ui's `tokens.css` defines every one on
 * `:root`; `GET /wps/system/theme.css` re-declares the merchant's overrides after it, before first paint.
 * Only these names are accepted, and values are limited to CSS-safe characters (no `;{}<>\` or quotes).
 */
export const THEME_TOKENS = [
  '--color-bg',
  '--color-surface',
  '--color-surface-raised',
  '--color-border',
  '--color-text',
  '--color-text-muted',
  '--color-primary',
  '--color-on-primary',
  '--color-accent',
  '--color-danger',
  '--color-success',
  '--color-warning',
  '--color-header-bg',
  '--color-nav-bg',
  '--color-focus',
  '--font-family',
  '--radius-sm',
  '--radius-md',
  '--radius-lg',
] as const;
export type ThemeToken = (typeof THEME_TOKENS)[number];

/** A token value: colours, lengths, font stacks; nothing that could close the declaration. */
export const THEME_VALUE_PATTERN = '^[A-Za-z0-9#%.,() _-]{1,120}$';

export const ThemeSchema = Type.Object({
  /** Token overrides; names from THEME_TOKENS. */
  tokens: Type.Record(Type.String({ pattern: '^--[a-z0-9-]+$' }), Type.String({ pattern: THEME_VALUE_PATTERN })),
  /** Logo image URL (same origin or the image CDN); empty means the merchant's name as text. */
  logoUrl: Type.String(),
  /** Favicon URL; empty means none. */
  faviconUrl: Type.String(),
});
export type Theme = Static<typeof ThemeSchema>;

/** True when every name is a known token and every value is CSS-safe. */
export function isValidTheme(tokens: Record<string, string>): boolean {
  const value = new RegExp(THEME_VALUE_PATTERN);
  return Object.entries(tokens).every(([k, v]) => (THEME_TOKENS as readonly string[]).includes(k) && value.test(v));
}

/** The CSS text of a theme's overrides (`:root{--a:b;...}`), tokens in THEME_TOKENS order; invalid entries dropped. */
export function themeCss(tokens: Record<string, string>): string {
  const value = new RegExp(THEME_VALUE_PATTERN);
  const decls = THEME_TOKENS.filter((k) => typeof tokens[k] === 'string' && value.test(tokens[k])).map(
    (k) => `${k}:${tokens[k]}`,
  );
  return decls.length ? `:root{${decls.join(';')}}\n` : '';
}
