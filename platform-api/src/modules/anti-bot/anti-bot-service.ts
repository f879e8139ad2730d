import type { Challenge } from 'altcha-lib/v1/types';
import type { AppConfig } from '../../infra/config';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import type { MerchantsService } from '../merchants';
import { createBotCheck } from './bot-check';
import { renderCaptcha } from './captcha-image';
import { createCaptchaRepository } from './captcha-repository';
import { antiBotError } from './errors';

export interface AntiBotDeps {
  db: Db;
  config: Pick<AppConfig, 'auth'>;
  merchants: Pick<MerchantsService, 'secret'>;
  /** The text of a new captcha (random; tests inject a known one). */
  captchaText: () => string;
}

/**
 * The anti-bot domain: image captchas per client key (captchas) and the ALTCHA proof-of-work bot
 * check (bot_check_used). Login, registration and SMS codes ask it before doing anything costly.
 */
export function createAntiBotService({ db, config, merchants, captchaText }: AntiBotDeps) {
  const captchas = createCaptchaRepository(db);
  const botCheck = createBotCheck(
    db,
    { get: (merchantId, name) => merchants.secret(merchantId, name) },
    { maxNumber: config.auth.botCheckMaxNumber, ttlSeconds: config.auth.botCheckTtlSeconds },
  );

  return {
    /** GET /wps/botcheck/challenge: a fresh ALTCHA challenge signed with the merchant's key. */
    challenge: (merchantId: number): Promise<Challenge> => botCheck.challenge(merchantId),
    /** True when `altcha` solves an unexpired challenge of this merchant not used before (it is spent). */
    verifyBotCheck: (merchantId: number, altcha: string | undefined): Promise<boolean> =>
      botCheck.verify(merchantId, altcha),
    /** BOT_CHECK_FAILED unless the ALTCHA solution is valid (it is spent). */
    async requireBotCheck(merchantId: number, altcha: string | undefined): Promise<void> {
      if (!(await botCheck.verify(merchantId, altcha))) throw antiBotError('BOT_CHECK_FAILED');
    },
    /** GET /wps/captcha: draws a new text for the key (TOO_FAST when redrawn too soon); the PNG as base64. */
    async newCaptcha(merchantId: number, key: string): Promise<string> {
      const text = captchaText();
      const { captchaTtlSeconds: ttlSeconds, captchaRefreshSeconds: refreshSeconds } = config.auth;
      if (!(await captchas.put(merchantId, key, text, { ttlSeconds, refreshSeconds }))) throw commonError('TOO_FAST');
      return renderCaptcha(text);
    },
    /** Spends the key's captcha; true when it was live and the text matches (case-insensitive). */
    checkCaptcha: (merchantId: number, key: string, text: string): Promise<boolean> =>
      captchas.check(merchantId, key, text),
    /** CAPTCHA_REQUIRED when key or text is missing, CAPTCHA_INVALID when wrong or expired (it is spent). */
    async requireCaptcha(merchantId: number, key: string | undefined, text: string | undefined): Promise<void> {
      if (!key || !text) throw antiBotError('CAPTCHA_REQUIRED');
      if (!(await captchas.check(merchantId, key, text))) throw antiBotError('CAPTCHA_INVALID');
    },
    /** Housekeeping: expired captchas and spent bot-check solutions. */
    async prune(): Promise<void> {
      await captchas.prune();
      await botCheck.prune();
    },
  };
}
export type AntiBotService = ReturnType<typeof createAntiBotService>;
