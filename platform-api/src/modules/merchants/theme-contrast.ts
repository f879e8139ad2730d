import { colord, extend } from 'colord';
import a11y from 'colord/plugins/a11y';
import names from 'colord/plugins/names';
import { checkThemeContrast, type ContrastCheck } from 'shared-contracts';

extend([a11y, names]);

/** WCAG's contrast ratio of two CSS colours (colord), or null when either is not a colour. */
const ratioOf = (fg: string, bg: string): number | null => {
  const [a, b] = [colord(fg), colord(bg)];
  return a.isValid() && b.isValid() ? a.contrast(b) : null;
};

/**
 * The THEME_CONTRAST_PAIRS a theme's colours break (an unset token is shared-ui's default), worst first; a colour
 * token whose value is not a colour fails every pair it is in (`ratio` null).
 */
export function contrastProblems(tokens: Readonly<Record<string, string>>): ContrastCheck[] {
  return checkThemeContrast(tokens, ratioOf)
    .filter((c) => !c.ok)
    .sort((x, y) => (x.ratio ?? 0) / x.min - (y.ratio ?? 0) / y.min);
}
