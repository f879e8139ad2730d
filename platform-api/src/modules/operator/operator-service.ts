import { REMOTE_NAMES, socialApi } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { notFound } from '../../infra/errors/common-errors';
import { merchantNotFound } from '../../infra/errors/common-errors';
import { PROVIDER_DEFAULTS, type SocialService } from '../social';
import type { MerchantsService, ThemePatch } from '../merchants';
import { createOperatorAuditRepository, type AuditEntry } from './operator-audit-repository';
import {
  invalid,
  parseRemoteName,
  patchSocialProvider,
  type MerchantSummary,
  type SocialProviderPatch,
  type SocialProviderSummary,
} from './social-patch';

export type { MerchantSummary, SocialProviderPatch, SocialProviderSummary } from './social-patch';
export { parseRemoteName, patchSocialProvider } from './social-patch';
export type { ThemePatch } from '../merchants';

export interface OperatorDeps {
  db: Db;
  /** Merchant reads and the operator's switches (they invalidate the merchant cache). */
  merchants: Pick<
    MerchantsService,
    'findByCode' | 'remotes' | 'setFlag' | 'setRemote' | 'isEnabled' | 'setModule' | 'setTheme'
  >;
  /** The merchant's social sign-in providers. */
  social: Pick<SocialService, 'providers' | 'provider' | 'saveProvider'>;
}

/**
 * Operator actions on a merchant, shared by the /ops routes and the offline CLI: show, remotes on/off,
 * maintenance and region restriction, the brand (theme), social sign-in providers; the audit of decisions
 * (operator_audit) other modules' operator actions write in their own transactions. Merchant settings go
 * through the merchants
 * service, the providers through the social service.
 */
export function createOperatorService({ db, merchants, social }: OperatorDeps) {
  const audits = createOperatorAuditRepository(db);
  async function socialOf(merchantId: number): Promise<SocialProviderSummary[]> {
    const rows = await social.providers(merchantId);
    return Promise.all(
      socialApi.SOCIAL_PROVIDERS.map(async (provider) => {
        const r = rows.find((x) => x.provider === provider);
        return {
          provider,
          enabled: r?.enabled ?? false,
          usable: r?.usable ?? false,
          active: await merchants.isEnabled(merchantId, socialApi.SOCIAL_MODULES[provider]),
          issuer: r?.issuer ?? null,
          authorizationEndpoint: r?.authorizationEndpoint ?? null,
          tokenEndpoint: r?.tokenEndpoint ?? null,
          userinfoEndpoint: r?.userinfoEndpoint ?? null,
          jwksUri: r?.jwksUri ?? null,
          clientId: r?.clientId ?? '',
          clientSecretSet: !!r?.clientSecret,
          scopes: r?.scopes ?? PROVIDER_DEFAULTS[provider].scopes,
        };
      }),
    );
  }

  async function show(code: string): Promise<MerchantSummary> {
    const m = await merchants.findByCode(code);
    if (!m) throw merchantNotFound();
    return {
      code: m.code,
      name: m.name,
      maintenance: m.maintenance,
      regionRestriction: m.regionRestriction,
      remotes: await merchants.remotes(m.id),
      theme: m.theme,
      social: await socialOf(m.id),
    };
  }

  return {
    show,
    /** Records an operator decision in operator_audit; pass the decision's own `tx` (ADR 0006). */
    audit: (e: AuditEntry, tx?: Db): Promise<void> => audits.record(e, tx),
    /** The recorded decisions on one subject (`deposit`, id), oldest first. */
    auditOf: (subjectType: string, subjectId: string) => audits.ofSubject(subjectType, subjectId),
    /** The audit's reads: filtered lists and the check of its hash chain. */
    audits: { list: audits.list, verify: audits.verify },
    /** Enables or disables one remote of a merchant. */
    async setRemote(code: string, remote: string, enabled: boolean): Promise<MerchantSummary> {
      const name = parseRemoteName(remote);
      if (!name) throw invalid(`Unknown remote ${remote}: use one of ${REMOTE_NAMES.join(', ')}`);
      const m = await merchants.findByCode(code);
      if (!m) throw merchantNotFound();
      if (!(await merchants.setRemote(m.id, name, enabled))) throw notFound(`${code} has no remote ${name}`);
      return show(code);
    },
    /**
     * Configures a social sign-in provider (the social module's README.md "Social sign-in"). Enabling it also switches its
     * whitelabel module on, so the button appears on the next page load; disabling leaves the module.
     */
    async setSocial(code: string, provider: string, patch: SocialProviderPatch): Promise<MerchantSummary> {
      const p = provider.trim().toLowerCase();
      if (!socialApi.isSocialProvider(p)) {
        throw invalid(`Unknown provider ${provider}: use one of ${socialApi.SOCIAL_PROVIDERS.join(', ')}`);
      }
      const m = await merchants.findByCode(code);
      if (!m) throw merchantNotFound();
      await db.transaction(async (tx) => {
        const next = patchSocialProvider(p, await social.provider(m.id, p, tx), patch);
        await social.saveProvider(m, p, next, tx);
        if (next.enabled) await merchants.setModule(m.id, socialApi.SOCIAL_MODULES[p], true, tx);
      });
      return show(code);
    },
    /** Changes the merchant's brand (token overrides, logo, favicon; `reset` first goes back to the default look). */
    async setTheme(code: string, patch: ThemePatch): Promise<MerchantSummary> {
      if (!(await merchants.setTheme(code, patch))) throw merchantNotFound();
      return show(code);
    },
    /** Turns maintenance or region restriction on or off. */
    async setFlag(code: string, flag: 'maintenance' | 'region_restriction', on: boolean): Promise<MerchantSummary> {
      if (!(await merchants.setFlag(code, flag, on))) throw merchantNotFound();
      return show(code);
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
