import type { FastifyInstance } from 'fastify';

/** What a test member gets with `fund`: 1,000,000.00 (minor units), the old demo play money. */
export const TEST_FUNDING = 100_000_000;

/**
 * Puts `amount` in a real member's main wallet, once per member (key `funding:<id>`), as an operator's
 * adjustment from the house: members start at 0 and only deposits bring money in (ADR 0006), so a test
 * that needs money without exercising deposits asks for it here.
 */
export async function fund(
  app: FastifyInstance,
  memberId: number,
  amount = TEST_FUNDING,
  merchantCode = 'DEMO',
): Promise<void> {
  const merchant = await app.merchants.findByCode(merchantCode);
  if (!merchant) throw new Error(`no merchant ${merchantCode}`);
  await app.wallet.adjust(merchant, memberId, { amount, key: `funding:${memberId}`, note: 'test funding' });
}
