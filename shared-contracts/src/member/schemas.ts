import { Type, type Static } from 'typebox';

/** Header state of SPEC §3: balance, currency symbol, VIP label, unread messages, available promos. */
export const HeaderStateSchema = Type.Object({
  /** Minor units (1/100). */
  balance: Type.Integer(),
  currencySymbol: Type.String(),
  vipLabel: Type.Union([Type.String(), Type.Null()]),
  unreadMessages: Type.Integer(),
  availablePromos: Type.Integer(),
  pointsEnabled: Type.Boolean(),
  pointsBalance: Type.Integer(),
});
export type HeaderState = Static<typeof HeaderStateSchema>;
