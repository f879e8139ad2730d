import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

/**
 * A brand's responsible-gaming defaults from the console (issue 29, Settings): the deposit limits a member has until
 * it sets its own for that period (minor units, null: none). A member may lower one at once or loosen it after the
 * usual wait, as any limit.
 */
const Limit = Type.Union([Type.Integer({ minimum: 1, maximum: 100_000_000_000 }), Type.Null()]);

export const RgDefaultsSchema = Type.Object(
  { daily: Limit, weekly: Limit, monthly: Limit },
  { additionalProperties: false },
);
export type RgDefaults = Static<typeof RgDefaultsSchema>;

const Answer = Type.Object({ defaults: RgDefaultsSchema, currency: Type.String() });

export const getRgDefaults = defineEndpoint({
  method: 'GET',
  path: '/ops/responsible-gaming/defaults',
  request: Type.Object({ merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) }),
  response: Answer,
});
export const setRgDefaults = defineEndpoint({
  method: 'PUT',
  path: '/ops/responsible-gaming/defaults',
  request: RgDefaultsSchema,
  response: Answer,
});
