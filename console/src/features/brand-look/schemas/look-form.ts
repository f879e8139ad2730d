import { colord, extend } from 'colord';
import a11y from 'colord/plugins/a11y';
import names from 'colord/plugins/names';
import type { TFunction } from 'i18next';
import {
  THEME_DEFAULT_COLOURS,
  checkThemeContrast,
  THEME_TOKENS,
  THEME_VALUE_PATTERN,
  type BrandLook,
  type ContrastCheck,
  type ThemeColourToken,
} from 'shared-contracts';
import * as yup from 'yup';

extend([a11y, names]);

/** The brand editor's fields: the name, the logo and favicon URLs, and every token (empty: shared-ui's default). */
export interface LookFormValues {
  name: string;
  logoUrl: string;
  faviconUrl: string;
  tokens: Record<string, string>;
}

export const COLOUR_TOKENS = Object.keys(THEME_DEFAULT_COLOURS) as ThemeColourToken[];
export const OTHER_TOKENS = THEME_TOKENS.filter((t) => !(t in THEME_DEFAULT_COLOURS));

export const lookValues = (look: BrandLook): LookFormValues => ({
  name: look.name,
  logoUrl: look.theme.logoUrl,
  faviconUrl: look.theme.faviconUrl,
  tokens: Object.fromEntries(THEME_TOKENS.map((t) => [t, look.theme.tokens[t] ?? ''])),
});

/** The look to publish: unset tokens left out (the default applies), values and URLs trimmed. */
export const toLook = (v: LookFormValues): BrandLook => ({
  name: v.name.trim(),
  theme: {
    tokens: Object.fromEntries(
      Object.entries(v.tokens)
        .map(([k, value]) => [k, value.trim()] as const)
        .filter(([, value]) => value !== ''),
    ),
    logoUrl: v.logoUrl.trim(),
    faviconUrl: v.faviconUrl.trim(),
  },
});

/** The value a token has on the site: its override, else shared-ui's default. */
export const effectiveColour = (tokens: Readonly<Record<string, string>>, t: ThemeColourToken): string =>
  tokens[t]?.trim() || THEME_DEFAULT_COLOURS[t];

/** Every pair the server checks, measured on the draft (the same rule and library as the server). */
export const contrastChecks = (tokens: Readonly<Record<string, string>>): ContrastCheck[] =>
  checkThemeContrast(tokens, (fg, bg) => {
    const [a, b] = [colord(fg), colord(bg)];
    return a.isValid() && b.isValid() ? a.contrast(b) : null;
  });

/** Whether a token's value draws as a colour (the swatch beside its field). */
export const isColour = (value: string): boolean => colord(value).isValid();

const URL_OK = /^(?:\/(?!\/)|https?:\/\/)[^\s"'<>\\`()]*$/;

export const lookSchema = (t: TFunction) =>
  yup.object({
    name: yup.string().trim().required(t('name_required')).max(64, t('name_too_long')),
    logoUrl: yup
      .string()
      .trim()
      .max(2048)
      .test('url', t('url_invalid'), (u) => !u || URL_OK.test(u)),
    faviconUrl: yup
      .string()
      .trim()
      .max(2048)
      .test('url', t('url_invalid'), (u) => !u || URL_OK.test(u)),
    tokens: yup.object(
      Object.fromEntries(
        THEME_TOKENS.map((k) => [
          k,
          yup
            .string()
            .trim()
            .test('value', t('token_invalid'), (v) => !v || new RegExp(THEME_VALUE_PATTERN).test(v))
            .test('colour', t('colour_invalid'), (v) => !v || !(k in THEME_DEFAULT_COLOURS) || isColour(v)),
        ]),
      ),
    ),
  });
