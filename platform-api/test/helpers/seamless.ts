import { signSeamlessBody } from '../../src/modules/seamless/seamless-signature';
import type { TestApp } from './app';
import { fund } from './funding';

/** A signed `/seamless/v1` caller and the test's members, launches and reads (the route tests of ADR 0018's calls). */
export function seamlessHarness(app: () => TestApp, vendor = 'PG') {
  let merchantId = 0;
  let secret = '';
  let seq = 0;
  const ids = {
    /** A fresh id: `<prefix>-<n>` (unique in the file). */
    next: (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`,
  };
  return {
    ...ids,
    get merchantId() {
      return merchantId;
    },
    /** Reads the DEMO merchant and the vendor's secret (call in beforeAll, after setupApp). */
    async init() {
      const t = app();
      merchantId = (await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;
      secret = (await t.app.seamless.vendorSecret(merchantId, vendor))!;
    },
    /** A new real member of DEMO, funded with TEST_FUNDING (or `amount`). */
    async member(amount?: number) {
      const m = await app().app.members.create({
        merchantId,
        username: `seam_${Date.now().toString(36)}_${(seq += 1)}`,
        passwordHash: 'x',
        type: 0,
      });
      await fund(app().app, m.id, amount);
      return m.id;
    },
    /** A launch session of the member at the vendor (its `memberRef`). */
    async launch(memberId: number) {
      const s = await app().app.seamless.createLaunchSession({
        merchantId,
        memberId,
        vendor,
        gameCode: 'PG_RNG_0001',
        fun: false,
      });
      return s.memberRef;
    },
    /** A new funded member and a launch of it: its id and `memberRef`. */
    async player() {
      const memberId = await this.member();
      return { memberId, memberRef: await this.launch(memberId) };
    },
    /** Posts a signed body to `/seamless/v1/<op>`; answers the status and the parsed envelope and the raw text. */
    async call(op: string, body: unknown) {
      const payload = JSON.stringify(body);
      const res = await app().app.inject({
        method: 'POST',
        url: `/seamless/v1/${op}`,
        headers: {
          'content-type': 'application/json',
          'x-vendor-code': vendor,
          'x-signature': signSeamlessBody(payload, secret),
        },
        payload,
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON envelope
      return { status: res.statusCode, body: res.json() as any, raw: res.body };
    },
    /** A debit/credit/resettle body for the member's launch. */
    money(memberRef: string, over: Record<string, unknown> = {}) {
      return {
        transactionId: ids.next('tx'),
        roundId: ids.next('round'),
        memberRef,
        amount: 1_000,
        gameCode: 'PG_RNG_0001',
        currency: 'VND',
        ...over,
      };
    },
    /** The member's main balance read from the ledger. */
    async balance(memberId: number) {
      const { rows } = await app().db.query<{ balance: unknown }>(
        "SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'MEMBER_MAIN'",
        [memberId],
      );
      return Number(rows[0]?.balance ?? 0);
    },
    /** The member's bet record of the round. */
    round: (roundId: string, memberId: number) => app().app.bets.find({ merchantId, vendor, roundId, memberId }),
    /** The stored row of a vendor transaction id (kind, net, shortfall) and the kind of its ledger posting. */
    async stored(transactionId: string) {
      const { rows } = await app().db.query<{ kind: string; net: string; shortfall: string; ledger: string | null }>(
        `SELECT s.kind, s.net::text AS net, s.shortfall::text AS shortfall, lt.kind AS ledger
         FROM seamless_transactions s LEFT JOIN ledger_transactions lt ON lt.id = s.ledger_transaction_id
         WHERE s.merchant_id = $1 AND s.vendor = $2 AND s.transaction_id = $3`,
        [merchantId, vendor, transactionId],
      );
      const r = rows[0];
      return r && { kind: r.kind, net: Number(r.net), shortfall: Number(r.shortfall), ledger: r.ledger };
    },
  };
}
export type SeamlessHarness = ReturnType<typeof seamlessHarness>;
