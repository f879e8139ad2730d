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

/** shared-ui's default colour of each colour token (`tokens.css`; a test keeps the two equal): what an unset token is. */
export const THEME_DEFAULT_COLOURS = {
  '--color-bg': '#0f1420',
  '--color-surface': '#1a2233',
  '--color-surface-raised': '#222c40',
  '--color-border': '#33405a',
  '--color-text': '#e8ecf4',
  '--color-text-muted': '#a3adc2',
  '--color-primary': '#f5b400',
  '--color-on-primary': '#111111',
  '--color-accent': '#f5b400',
  '--color-danger': '#ff6b6f',
  '--color-success': '#3ccf91',
  '--color-warning': '#ffb547',
  '--color-header-bg': '#0b0f18',
  '--color-nav-bg': '#121a29',
  '--color-focus': '#7cb4ff',
} as const satisfies Partial<Record<ThemeToken, string>>;
export type ThemeColourToken = keyof typeof THEME_DEFAULT_COLOURS;

/**
 * The colour pairs a brand must keep readable (WCAG 2.1 AA): text 4.5:1 on every background it is drawn on, the
 * primary button's label on the primary colour, primary-coloured links on the page; 3:1 for the focus ring (a
 * non-text contrast). The brand editor refuses a theme that breaks one; the console shows every ratio while editing.
 */
export const THEME_CONTRAST_PAIRS: readonly { fg: ThemeColourToken; bg: ThemeColourToken; min: number }[] = [
  { fg: '--color-text', bg: '--color-bg', min: 4.5 },
  { fg: '--color-text', bg: '--color-surface', min: 4.5 },
  { fg: '--color-text', bg: '--color-surface-raised', min: 4.5 },
  { fg: '--color-text', bg: '--color-header-bg', min: 4.5 },
  { fg: '--color-text', bg: '--color-nav-bg', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-bg', min: 4.5 },
  { fg: '--color-text-muted', bg: '--color-surface', min: 4.5 },
  { fg: '--color-on-primary', bg: '--color-primary', min: 4.5 },
  { fg: '--color-primary', bg: '--color-bg', min: 4.5 },
  { fg: '--color-focus', bg: '--color-bg', min: 3 },
];

/** One of THEME_CONTRAST_PAIRS measured on a theme (ratio null: a value that is not a colour). */
export interface ContrastCheck {
  fg: ThemeColourToken;
  bg: ThemeColourToken;
  min: number;
  ratio: number | null;
  ok: boolean;
}

/**
 * Every THEME_CONTRAST_PAIRS pair measured on a theme's tokens (an unset token is shared-ui's default), with the
 * caller's colour library as `ratioOf` (the server and the console both use colord's WCAG ratio).
 */
export function checkThemeContrast(
  tokens: Readonly<Record<string, string>>,
  ratioOf: (fg: string, bg: string) => number | null,
): ContrastCheck[] {
  const value = (t: ThemeColourToken) => tokens[t]?.trim() || THEME_DEFAULT_COLOURS[t];
  return THEME_CONTRAST_PAIRS.map(({ fg, bg, min }) => {
    const ratio = ratioOf(value(fg), value(bg));
    return { fg, bg, min, ratio, ok: ratio !== null && ratio >= min };
  });
}
