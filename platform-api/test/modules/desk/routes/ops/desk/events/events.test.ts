import { Agent } from 'undici';
import { setupApp, type TestApp } from '../../../../../../helpers/app';
import { BACKENDS } from '../../../../../../helpers/db';
import { asOps, opsOperator, pendingDeposit, type OpsOperator } from '../../../../../../helpers/desk';

/** Reads a server-sent event stream over real HTTP, collecting its text. */
function reader(body: ReadableStream<Uint8Array>) {
  const r = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    text: () => text,
    /** Reads until `match` is in the text read so far (fails after `ms`). */
    async until(match: string, ms = 10_000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!text.includes(match)) {
        if (Date.now() > deadline) throw new Error(`no ${match} in ${JSON.stringify(text)}`);
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deadline - Date.now())));
        const chunk = await Promise.race([r.read(), late]).finally(() => clearTimeout(timer));
        if (chunk === null) continue;
        if (chunk.done) throw new Error(`stream ended before ${match}: ${JSON.stringify(text)}`);
        text += decoder.decode(chunk.value, { stream: true });
      }
      return text;
    },
  };
}

describe.each(BACKENDS)('GET /ops/desk/events on %s', (backend) => {
  let t: TestApp;
  let base: string;
  // Its own connections, closed with the test: nothing stays open after it.
  const agent = new Agent();
  let finance: OpsOperator, lucky: OpsOperator, support: OpsOperator;
  beforeAll(async () => {
    t = await setupApp(backend, { deskPollMs: 100 });
    finance = await opsOperator(t, 'ev_fin', 'finance');
    support = await opsOperator(t, 'ev_support', 'support');
    lucky = await opsOperator(t, 'ev_lucky', 'admin', ['LUCKY']);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await agent.destroy();
    await t?.cleanup();
  });

  const open = async (who: OpsOperator, signal: AbortSignal) => {
    const res = await fetch(`${base}/ops/desk/events`, {
      headers: who.headers,
      signal,
      dispatcher: agent,
    } as RequestInit);
    return { res, stream: reader(res.body!) };
  };

  it('streams `new` after a deposit is submitted and `claimed`/`released` as claims change, to whoever sees it', async () => {
    const stop = new AbortController();
    const fin = await open(finance, stop.signal);
    expect(fin.res.status).toBe(200);
    expect(fin.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(fin.res.headers.get('cache-control')).toBe('no-store');
    const other = await open(lucky, stop.signal);
    const sup = await open(support, stop.signal);
    await Promise.all([
      fin.stream.until(': connected'),
      other.stream.until(': connected'),
      sup.stream.until(': connected'),
    ]);
    expect(t.app.desk.events.listening()).toBe(3);

    const { id } = await pendingDeposit(t, 'ev', 30_000_000);
    await fin.stream.until('event: inbox\ndata: {"kind":"deposit","merchant":"DEMO","reason":"new"}');
    const claim = await asOps(t, finance, 'POST', '/ops/desk/claims', { kind: 'deposit', id, merchant: 'DEMO' });
    expect(claim.status).toBe(200);
    await fin.stream.until('{"kind":"deposit","merchant":"DEMO","reason":"claimed"}');
    await asOps(t, finance, 'DELETE', `/ops/desk/claims/deposit/${id}`);
    await fin.stream.until('{"kind":"deposit","merchant":"DEMO","reason":"released"}');
    await asOps(t, finance, 'POST', `/ops/deposits/${id}/reject`, { reason: 'no such transfer' });
    await fin.stream.until('{"kind":"deposit","merchant":"DEMO","reason":"decided"}');
    // Another merchant's admin and a role that does not read deposits saw none of it.
    expect(other.stream.text()).not.toContain('event: inbox');
    expect(sup.stream.text()).not.toContain('"deposit"');

    stop.abort();
    for (let i = 0; i < 50 && t.app.desk.events.listening() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(t.app.desk.events.listening()).toBe(0);
  });

  it('ends an open stream when the app closes', async () => {
    const fin = await open(finance, new AbortController().signal);
    await fin.stream.until(': connected');
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(fin.stream.until('never')).rejects.toThrow(/stream ended/);
  });
});
