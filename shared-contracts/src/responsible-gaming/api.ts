import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import { ExclusionPeriodSchema, LimitAmountSchema, ResponsibleGamingStateSchema, SelfExclusionSchema } from './schemas';

/** The member's deposit limits (with pending raises and this window's use) and self-exclusion. */
export const getResponsibleGaming = defineEndpoint({
  method: 'GET',
  path: '/wps/responsible-gaming',
  auth: true,
  request: Type.Object({}),
  response: ResponsibleGamingStateSchema,
});

/**
 * Sets the three deposit limits (minor units; null: none). Per period: a lower or new limit applies at
 * once, a higher one or a removal after 24 hours (the same value again cancels a waiting change).
 */
export const setDepositLimits = defineEndpoint({
  method: 'PUT',
  path: '/wps/responsible-gaming/limits',
  auth: true,
  request: Type.Object({ daily: LimitAmountSchema, weekly: LimitAmountSchema, monthly: LimitAmountSchema }),
  response: ResponsibleGamingStateSchema,
});

/**
 * Self-exclusion (encrypted: it carries the login password): from now for `period`, or `UNTIL` the end
 * of the day `until` (YYYY-MM-DD, UTC). `confirm` must be true. It cannot be shortened or lifted; every
 * session of the member ends at once (the client logs out).
 */
export const selfExclude = defineEndpoint({
  method: 'POST',
  path: '/wps/responsible-gaming/self-exclusion',
  auth: true,
  encrypted: true,
  request: Type.Object({
    period: ExclusionPeriodSchema,
    until: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    confirm: Type.Literal(true),
  }),
  response: SelfExclusionSchema,
});
