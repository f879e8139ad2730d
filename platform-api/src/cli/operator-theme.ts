import { THEME_TOKENS, type Theme } from 'shared-contracts';
import type { ThemePatch } from '../modules/operator/operator-service';

export const THEME_USAGE = `  operator theme set <CODE> [--color-primary=#9f7aea | --token --color-primary=#9f7aea …] [--logo URL] [--favicon URL]
  operator theme unset <CODE> <--token-name | logo | favicon> …
  operator theme reset <CODE>          back to the default look: no overrides, no logo, no favicon`;

/** What `operator theme …` asks for: a brand change of one merchant. */
export interface ThemeCommand {
  action: 'theme';
  merchant: string;
  patch: ThemePatch;
}

/** `NAME=VALUE` of `--token NAME=VALUE` (the name with its leading `--`), or null. */
function tokenAssignment(text: string): [string, string] | null {
  const eq = text.indexOf('=');
  if (eq <= 0) return null;
  const name = text.slice(0, eq);
  return [name.startsWith('--') ? name : `--${name}`, text.slice(eq + 1)];
}

/** `set <CODE> …`: each other `--name` is a token (its name and value are checked by the server). */
function parseSet(merchant: string, rest: readonly string[]): ThemeCommand | { error: string } {
  const tokens: Record<string, string> = {};
  const patch: ThemePatch = {};
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] ?? '';
    if (!arg.startsWith('--')) return { error: `unexpected argument: ${arg}` };
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = eq > 0 ? arg.slice(eq + 1) : rest[(i += 1)];
    if (value === undefined) return { error: `${flag} needs a value` };
    if (flag === '--logo') patch.logoUrl = value;
    else if (flag === '--favicon') patch.faviconUrl = value;
    else if (flag === '--token') {
      const assignment = tokenAssignment(value);
      if (!assignment) return { error: `--token needs NAME=VALUE, e.g. --token --color-primary=#9f7aea` };
      tokens[assignment[0]] = assignment[1];
    } else tokens[flag] = value;
  }
  if (Object.keys(tokens).length > 0) patch.tokens = tokens;
  if (Object.keys(patch).length === 0) return { error: 'theme set needs a token, --logo or --favicon' };
  return { action: 'theme', merchant, patch };
}

/** `theme set|unset|reset <CODE> …` (the arguments after `theme`). */
export function parseThemeArgs(args: readonly string[]): ThemeCommand | { error: string } {
  const [verb, merchant, ...rest] = args;
  if (!merchant || merchant.startsWith('--') || (verb !== 'set' && verb !== 'unset' && verb !== 'reset'))
    return { error: `usage:\n${THEME_USAGE}` };
  if (verb === 'set') return parseSet(merchant, rest);
  if (verb === 'reset') {
    if (rest.length > 0) return { error: `unexpected arguments: ${rest.join(' ')}` };
    return { action: 'theme', merchant, patch: { reset: true } };
  }
  if (rest.length === 0) return { error: 'theme unset needs a token name (--color-primary), logo or favicon' };
  const patch: ThemePatch = {};
  for (const name of rest) {
    if (name === 'logo') patch.logoUrl = '';
    else if (name === 'favicon') patch.faviconUrl = '';
    else patch.tokens = { ...patch.tokens, [name.startsWith('--') ? name : `--${name}`]: null };
  }
  return { action: 'theme', merchant, patch };
}

/** The summary's lines for a brand (absent from a server that predates themes). */
export function formatTheme(theme: Theme | undefined): string[] {
  if (!theme) return [];
  // In THEME_TOKENS order (jsonb keeps its own), unknown names last.
  const rank = (name: string) => (THEME_TOKENS as readonly string[]).indexOf(name) + 1 || Infinity;
  const tokens = Object.entries(theme.tokens).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return [
    '  theme:',
    `    logo:    ${theme.logoUrl || '(the name as text)'}`,
    `    favicon: ${theme.faviconUrl || '(none)'}`,
    ...(tokens.length ? tokens.map(([k, v]) => `    ${k}: ${v}`) : ['    tokens:  (defaults)']),
  ];
}
