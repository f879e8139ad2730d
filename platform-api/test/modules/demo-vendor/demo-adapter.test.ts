import type { VendorAdapter } from '../../../src/modules/seamless/vendor-adapter';
import { setupApp, type TestApp } from '../../helpers/app';
import { BACKENDS } from '../../helpers/db';
import { fund } from '../../helpers/funding';
import { ledgerInvariants } from '../../helpers/ledger';
import { TEST_AUTH } from '../../helpers/login';
import { vendorConformance } from '../../kit/vendor-conformance';

/** The demo vendor's adapter (ADR 0018) through the vendor conformance kit, on each backend. */
describe.each(BACKENDS)('demo vendor adapter on %s', (backend) => {
  let t: TestApp;
  let merchantId: number;
  let adapter: VendorAdapter;
  let seq = 0;
  beforeAll(async () => {
    t = await setupApp(backend, { auth: TEST_AUTH });
    merchantId = (await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;
    adapter = await t.app.demoVendor.adapter(merchantId, 'DEMO');
  }, 60_000);
  afterAll(() => t?.cleanup());

  vendorConformance('DEMO', () => ({
    adapter,
    async newPlayer() {
      const m = await t.app.members.create({
        merchantId,
        username: `kit_${Date.now().toString(36)}_${(seq += 1)}`,
        passwordHash: 'x',
        type: 0,
      });
      await fund(t.app, m.id);
      const launched = await adapter.launch({ memberId: m.id, gameCode: 'DEMO_DICE', fun: false });
      return { memberRef: launched.memberRef, currency: launched.currency, gameCode: 'DEMO_DICE' };
    },
    async postings(transactionId) {
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
        [merchantId, `seamless:DEMO:${transactionId}`],
      );
      return rows[0]!.n;
    },
    async invariants() {
      const { unbalanced, negative } = await ledgerInvariants(t.db);
      return { unbalanced, negative };
    },
  }));
});
