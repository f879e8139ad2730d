import type { PermissionConfig } from '../system/schemas';
import { pageState, session } from '../session/store';
import { DEFAULT_DIAL_CODE } from '../system/countries';
import { isModuleEnabled } from '../whitelabel/modules';
import { DEFAULT_PHONE_DIGITS, mobilePattern, type PhoneDigits } from '../validation/phone';

/** The merchant's permission config, set once by the shell and read by every remote. */
export const permissionConfigAtom = pageState<PermissionConfig | null>(null);

/** Called by the shell after it loaded the config. */
export function setPermissionConfig(config: PermissionConfig): void {
  session.jotai.set(permissionConfigAtom, config);
}

/** The current config (null before the shell loaded it, e.g. in a standalone remote). */
export function getPermissionConfig(): PermissionConfig | null {
  return session.jotai.get(permissionConfigAtom);
}

/** True when the merchant enables a whitelabel module (false before the config is loaded). */
export function moduleEnabled(modId: string): boolean {
  const c = getPermissionConfig();
  return !!c && isModuleEnabled(c.whitelabel, modId);
}

/** The dial code phone forms start on: the merchant's (`dialCode`), Vietnam's before the config is loaded. */
export function defaultDialCode(): string {
  return getPermissionConfig()?.dialCode || DEFAULT_DIAL_CODE;
}

/** The merchant's mobile digit count (`phoneDigits`, SPEC §9); 6–15 before the config is loaded. */
export function phoneDigits(): PhoneDigits {
  return getPermissionConfig()?.phoneDigits ?? DEFAULT_PHONE_DIGITS;
}

/** The mobile rule every phone field validates with: the merchant's digit count (SPEC §5, §9). */
export function merchantMobilePattern(): RegExp {
  return mobilePattern(phoneDigits());
}
