/**
 * Splits a command's words from its `--flag value` / `--flag=value` options; only the `allowed` flag names are taken,
 * anything else (or a flag without its value) is an error naming it.
 */
export function splitArgs(
  args: readonly string[],
  allowed: readonly string[],
): { flags: Record<string, string>; words: string[] } | { error: string } {
  const flags: Record<string, string> = {};
  const words: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i]!;
    if (!a.startsWith('--')) {
      words.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
    const value = eq > 0 ? a.slice(eq + 1) : args[(i += 1)];
    if (value === undefined || !allowed.includes(name)) return { error: `unknown option or missing value: ${a}` };
    flags[name] = value;
  }
  return { flags, words };
}
