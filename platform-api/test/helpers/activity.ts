import { OPS_AUTH, type TestApp } from './app';
import { call, postBankTransfer, rid } from './payments';
import type { playHelpers, queuedRng } from './play';

/**
 * Real activity for the engagement tests (VIP, missions): rounds of the demo vendor's dice through its round
 * API, and bank-transfer deposits the operator approves — the same records the API's own flows write.
 */
export function activityHelpers(t: TestApp, h: ReturnType<typeof playHelpers>, rng: ReturnType<typeof queuedRng>) {
  return {
    /** `n` settled real-money dice rounds of `stake` each (all lost: roll 100 against under 51). */
    async rounds(token: string, n: number, stake: number): Promise<void> {
      const launched = await h.launch(token, { vassalage: 'DEMO', gameCode: 'DEMO_DICE' });
      if (launched.status !== 200) throw new Error(JSON.stringify(launched.body));
      const page = await h.open(launched.body.value.url);
      for (let i = 0; i < n; i++) {
        rng.queue(99);
        const r = await h.round(page.state.session, { stake, choice: { direction: 'under', target: 51 } });
        if (r.status !== 200) throw new Error(JSON.stringify(r.body));
      }
    },
    /** A bank-transfer deposit of `amount`, credited by the operator; its id. */
    async deposit(token: string, amount: number): Promise<number> {
      const r = await postBankTransfer(t, token, { methodCode: 'BANK', amount: String(amount), requestId: rid() });
      if (r.status !== 200) throw new Error(JSON.stringify(r.body));
      const id = r.body.value.deposit.id as number;
      const a = await call(t, 'POST', `/ops/deposits/${id}/approve`, { headers: { authorization: OPS_AUTH } });
      if (a.status !== 200) throw new Error(JSON.stringify(a.body));
      return id;
    },
  };
}
