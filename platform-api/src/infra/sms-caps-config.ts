/** Caps on SMS codes of every purpose, counted in the database (verification_codes) so every API process shares them. */
export interface SmsCaps {
  /** Distinct numbers one client address may get codes for in an hour (`SMS_IP_NUMBERS_PER_HOUR`). */
  ipNumbersPerHour: number;
  /** Distinct numbers one signed-in member may get codes for in a day (`SMS_MEMBER_NUMBERS_PER_DAY`). */
  memberNumbersPerDay: number;
  /** Codes one number may get in a day, whatever the purpose or the caller (`SMS_NUMBER_PER_DAY`). */
  numberPerDay: number;
  /** Codes one client address may get for one number in a day (below `numberPerDay`: a stranger cannot spend it all; `SMS_IP_NUMBER_PER_DAY`). */
  ipNumberPerDay: number;
  /** SMS a merchant sends in a day (`SMS_DAILY_BUDGET`): then 503 SMS_QUOTA and one operator alert a day. */
  merchantPerDay: number;
}

export const DEFAULT_SMS_CAPS: SmsCaps = {
  ipNumbersPerHour: 5,
  memberNumbersPerDay: 3,
  // Above the SPEC's hourly throttle (5 an hour, then one per 5 minutes) so that throttle still sends its sixth.
  numberPerDay: 10,
  // The SPEC's sixth code an hour still goes; one stranger's address leaves the owner 4 of the number's 10.
  ipNumberPerDay: 6,
  merchantPerDay: 2000,
};

/** SMS_IP_NUMBERS_PER_HOUR, SMS_MEMBER_NUMBERS_PER_DAY, SMS_NUMBER_PER_DAY, SMS_IP_NUMBER_PER_DAY, SMS_DAILY_BUDGET; not a positive integer: the default. */
export function smsCapsConfig(env: NodeJS.ProcessEnv): SmsCaps {
  const d = DEFAULT_SMS_CAPS;
  const int = (v: string | undefined, fallback: number) =>
    Number.isInteger(Number(v)) && Number(v) >= 1 ? Number(v) : fallback;
  return {
    ipNumbersPerHour: int(env.SMS_IP_NUMBERS_PER_HOUR, d.ipNumbersPerHour),
    memberNumbersPerDay: int(env.SMS_MEMBER_NUMBERS_PER_DAY, d.memberNumbersPerDay),
    numberPerDay: int(env.SMS_NUMBER_PER_DAY, d.numberPerDay),
    ipNumberPerDay: int(env.SMS_IP_NUMBER_PER_DAY, d.ipNumberPerDay),
    merchantPerDay: int(env.SMS_DAILY_BUDGET, d.merchantPerDay),
  };
}
