import { randomBytes } from 'node:crypto';
import { checkRule, type RegisterRule, type SocialProvider } from 'shared-contracts';

const SHORT: Readonly<Record<SocialProvider, string>> = { google: 'g', facebook: 'fb' };

const hex = (chars: number): string =>
  randomBytes(Math.ceil(chars / 2))
    .toString('hex')
    .slice(0, chars);

/**
 * Usernames for a member created by a social sign-in: the provider and a short random id
 * (`google_3f9a1c`, `facebook_3f9a1c`), or shorter forms (`g3f9a1c`, a bare id) when the merchant's
 * username rule refuses those. Only candidates the rule accepts are returned, best first; every call
 * draws new ids.
 */
export function usernameCandidates(provider: SocialProvider, rule: RegisterRule | null): string[] {
  const min = rule?.min ?? 0;
  const max = rule && rule.max > 0 ? rule.max : Infinity;
  const forms = [`${provider}_`, provider, `${SHORT[provider]}_`, SHORT[provider], ''].map((prefix) => {
    // At least 6 random characters, more when the rule wants a longer name.
    const id = hex(Math.max(6, min - prefix.length));
    return `${prefix}${id}`;
  });
  return forms.filter((u) => u.length <= max && (!rule || checkRule(rule, u) === null));
}

/** A display name from the provider's claims: the name, else the e-mail's local part, else the username. */
export function nicknameFrom(claims: { name?: unknown; email?: unknown }, username: string): string {
  const clean = (v: unknown): string =>
    typeof v === 'string'
      ? v
          // eslint-disable-next-line no-control-regex -- control characters never reach a nickname
          .replace(/[\u0000-\u001f\u007f]/g, '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 32)
      : '';
  const email = typeof claims.email === 'string' ? claims.email.split('@')[0] : '';
  return clean(claims.name) || clean(email) || username;
}
