import { api, responsibleGamingApi, type ExclusionPeriod, type SelfExclusion } from 'shared-contracts';

/** Self-exclusion (encrypted with the login password, confirmed): every session of the member ends. */
export function selfExclude(
  period: ExclusionPeriod,
  until: string | undefined,
  password: string,
): Promise<SelfExclusion> {
  return api.call(responsibleGamingApi.selfExclude, {
    period,
    ...(period === 'UNTIL' ? { until } : {}),
    password,
    confirm: true,
  });
}
