import type { Rng } from '../rng';

/** What buildApp passes to every module plugin (test injections; defaults otherwise). */
export interface ModuleOptions {
  /** Source of captcha texts (default: random, or CAPTCHA_TEXT outside production). */
  captchaText?: () => string;
  /** The demo vendor's source of chance (default: crypto.randomInt). */
  demoVendorRng?: Rng;
  /** The clock of rules that compare times in code (responsible gaming's 24-hour wait, windows, exclusions). */
  clock?: () => Date;
}
