import { brandSettingsOpsApi as api } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { invalidField, notFound } from '../../infra/errors/common-errors';
import type { Merchant, MerchantRepository } from './merchant-repository';
import { PHILIPPINES_MIN_AGE } from './min-age';
import type { RegisterRuleRepository } from './register-rule-repository';
import type { ResourceRepository } from './resource-repository';
import { createSettingsRepository } from './settings-repository';
import type { WhitelabelRepository } from './whitelabel-repository';

/** A condition another module puts on a whitelabel module (the service's gates: social needs a usable provider). */
type Gate = (merchantId: number, tx?: Db) => Promise<boolean>;

/** Every IANA zone this runtime knows, and UTC. */
const KNOWN_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/** True for an absolute http(s) URL. */
function isHttpUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

/** 400 VALIDATION (field named) unless the rule's bounds, pattern and flags make sense for its field. */
function checkRule(field: string, r: api.RulePatch): void {
  const floor = api.RULE_MIN_FLOORS[field] ?? 0;
  const ceiling = api.RULE_MAX_CEILINGS[field] ?? api.RULE_MAX_DEFAULT;
  if (r.min < floor) throw invalidField('min', `${field} needs a minimum of ${floor} at least`);
  if (r.max < 1 || r.max > ceiling) throw invalidField('max', `${field} takes a maximum of 1-${ceiling}`);
  if (r.min > r.max) throw invalidField('min', 'the minimum must not be above the maximum');
  if (!api.RULE_PATTERNS.includes(r.acceptedPattern))
    throw invalidField('acceptedPattern', `unknown pattern ${r.acceptedPattern}`);
  if (r.required && !r.shown) throw invalidField('required', 'a required field must be shown');
  if (api.RULE_ALWAYS_REQUIRED.includes(field) && !(r.shown && r.required))
    throw invalidField('required', `${field} is always shown and required`);
}

function checkSecurity(s: api.SecuritySettings): void {
  if (s.philippinesVariant && s.minAge < PHILIPPINES_MIN_AGE)
    throw invalidField('minAge', `the Philippines variant needs a minimum age of ${PHILIPPINES_MIN_AGE}`);
}

/** The customer service as stored: the URL trimmed, the days sorted once each. */
function checkCustomerService(cs: api.CustomerServiceSettings): api.CustomerServiceSettings {
  const url = cs.url.trim();
  if (url && !isHttpUrl(url)) throw invalidField('url', 'the chat link must be an http(s) URL');
  if (cs.hours.from >= cs.hours.to) throw invalidField('hours.to', 'closing must be after opening');
  if (!KNOWN_ZONES.has(cs.hours.timeZone)) throw invalidField('hours.timeZone', `unknown zone ${cs.hours.timeZone}`);
  const days = [...new Set(cs.hours.days)].sort((a, b) => a - b);
  return { url, hours: { ...cs.hours, days } };
}

/**
 * A brand's sign-up and service settings as the console edits them (issue 29, "Settings"): the whitelabel modules with
 * their gates, the registration rules, login and security options, customer service and resources. Each write runs in
 * the caller's transaction (with its audit entry); the caller drops the cache after the commit (`changed`).
 */
export function createSettings(deps: {
  db: Db;
  merchants: MerchantRepository;
  whitelabel: WhitelabelRepository;
  registerRules: RegisterRuleRepository;
  resources: ResourceRepository;
  gates: ReadonlyMap<string, Gate>;
}) {
  const { merchants, whitelabel, registerRules, resources, gates } = deps;
  const repo = createSettingsRepository(deps.db);

  async function modules(merchantId: number, tx?: Db): Promise<api.SettingsGroup[]> {
    const tree = await whitelabel.tree(merchantId, tx);
    return Promise.all(
      tree.map(async (g) => ({
        modId: g.modId,
        enabled: g.enabled === '1',
        children: await Promise.all(
          g.children.map(async (c) => {
            const gate = gates.get(c.modId);
            const usable = !gate || (await gate(merchantId, tx));
            const enabled = c.enabled === '1';
            return {
              modId: c.modId,
              enabled,
              live: enabled && g.enabled === '1' && usable,
              needsProvider: enabled && !usable,
            };
          }),
        ),
      })),
    );
  }

  /** The brand's settings as stored now (uncached; in `tx` when given). */
  async function brandSettings(merchantId: number, tx?: Db): Promise<api.BrandSettings> {
    const m = await merchants.findById(merchantId, tx);
    if (!m) throw notFound(`merchant ${merchantId}`);
    const [groups, rules, byType] = await Promise.all([
      modules(m.id, tx),
      registerRules.list(m.id, tx),
      resources.byType(m.id, tx),
    ]);
    return {
      code: m.code,
      modules: groups,
      registerRules: rules,
      security: {
        securityQuestionsEnabled: m.securityQuestionsEnabled,
        verifyNewIp: m.verifyNewIp,
        passwordMaxAgeDays: m.passwordMaxAgeDays,
        smsCodeExpiredMinutes: m.smsCodeExpiredMinutes,
        minAge: m.minAge,
        philippinesVariant: m.philippinesVariant,
      },
      customerService: { url: m.customerServiceUrl, hours: m.customerServiceHours },
      resources: Object.values(byType),
    };
  }

  return {
    brandSettings,
    /** A whitelabel module or group on or off, in `tx`; 404 NOT_FOUND for a module the brand does not have. */
    async setModuleSetting(m: Merchant, modId: string, on: boolean, tx: Db): Promise<void> {
      if (!(await whitelabel.setEnabled(m.id, modId, on, tx))) throw notFound(`${m.code} has no module ${modId}`);
    },
    /** One field's registration rule, checked (400 VALIDATION naming min, max, acceptedPattern or required). */
    async setRegisterRule(m: Merchant, field: string, rule: api.RulePatch, tx: Db): Promise<void> {
      if (!(await registerRules.find(m.id, field, tx))) throw notFound(`${m.code} has no rule for ${field}`);
      checkRule(field, rule);
      await repo.setRule(m.id, field, rule, tx);
    },
    /** The login and security options (the Philippines variant: minimum age 21 or more). */
    async setSecurity(m: Merchant, s: api.SecuritySettings, tx: Db): Promise<void> {
      checkSecurity(s);
      await repo.setSecurity(m.id, s, tx);
    },
    /** The chat link (http(s) or none) and the opening hours (from before to, a known IANA zone). */
    async setCustomerService(m: Merchant, cs: api.CustomerServiceSettings, tx: Db): Promise<void> {
      await repo.setCustomerService(m.id, checkCustomerService(cs), tx);
    },
    /** Adds or changes a resource (an http(s) URL). */
    async putResource(m: Merchant, type: string, r: api.ResourcePatch, tx: Db): Promise<void> {
      const url = r.url.trim();
      if (!isHttpUrl(url)) throw invalidField('url', 'a resource needs an http(s) URL');
      await repo.putResource(m.id, type, { labelNameEn: r.labelNameEn.trim(), url }, tx);
    },
    /** Removes a resource; 404 NOT_FOUND when the brand has none of that type. */
    async deleteResource(m: Merchant, type: string, tx: Db): Promise<void> {
      if (!(await repo.deleteResource(m.id, type, tx))) throw notFound(`${m.code} has no resource ${type}`);
    },
  };
}
