/** @pglite: the inbox routes on the embedded database too. */
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { call, newMember, type Json } from '../../../../../helpers/payments';

describe.each(BACKENDS)('/wps/messages on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await setupApp(backend);
  }, 90_000);
  afterAll(() => t?.cleanup());

  /** A new member with three messages (oldest first: a deposit notification, two plain messages). */
  const memberWithMessages = async () => {
    const m = await newMember(t, 'msg');
    const notified = await t.app.inbox.notify(m.id, {
      kind: 'deposit_credited',
      params: { depositId: 7, amount: 12_345, currency: 'VND' },
    });
    const second = await t.app.inbox.send(m.id, 'Second', '<p>two</p><script>x()</script>');
    const third = await t.app.inbox.send(m.id, 'Third', '<p>three</p>');
    return { ...m, ids: [notified, second, third] };
  };
  const list = (token: string | null, query = '') => call(t, 'GET', `/wps/messages${query}`, { token });
  const unread = async (token: string) =>
    (await call(t, 'GET', '/wps/relay/CSP_unreadCount', { token })).body.value.count;
  const del = (token: string | null, id: number | string) =>
    t.app
      .inject({
        method: 'DELETE',
        url: `/wps/messages?id=${id}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
      .then((r) => ({ status: r.statusCode, body: r.json() as Json }));

  it('lists newest first, pages, and reads one (marking it read)', async () => {
    const m = await memberWithMessages();
    const all = (await list(m.token)).body.value;
    expect(all).toMatchObject({ pageNo: 1, pageSize: 10, total: 3, totalPages: 1, unread: 3 });
    expect(all.list.map((x: Json) => x.id)).toEqual([...m.ids].reverse());
    expect(all.list[2]).toMatchObject({
      kind: 'deposit_credited',
      params: { depositId: 7, amount: 12_345, currency: 'VND' },
      title: 'Deposit credited',
      read: false,
      readAt: null,
    });
    expect(all.list[1]).toMatchObject({ title: 'Second', content: '<p>two</p>', kind: null, params: null });
    const page2 = (await list(m.token, '?pageSize=2&pageNo=2')).body.value;
    expect([page2.list.length, page2.totalPages, page2.list[0].id]).toEqual([1, 2, m.ids[0]]);

    const one = await call(t, 'GET', `/wps/messages/one?id=${m.ids[0]}`, { token: m.token });
    expect(one.status).toBe(200);
    expect(one.body.value).toMatchObject({ id: m.ids[0], read: true, readAt: expect.any(String) });
    expect(await unread(m.token)).toBe(2);
    // Reading again keeps the first read time.
    const again = await call(t, 'GET', `/wps/messages/one?id=${m.ids[0]}`, { token: m.token });
    expect(again.body.value.readAt).toBe(one.body.value.readAt);
    // Unread first: the two unread (newest first), then the read one.
    const unreadFirst = (await list(m.token, '?unreadFirst=true')).body.value;
    expect(unreadFirst.list.map((x: Json) => x.id)).toEqual([m.ids[2], m.ids[1], m.ids[0]]);
    expect(unreadFirst.unread).toBe(2);
  });

  it('marks all read', async () => {
    const m = await memberWithMessages();
    expect((await call(t, 'POST', '/wps/messages/read-all', { token: m.token, payload: {} })).body.value).toEqual({
      updated: 3,
    });
    expect(await unread(m.token)).toBe(0);
    expect((await call(t, 'POST', '/wps/messages/read-all', { token: m.token, payload: {} })).body.value).toEqual({
      updated: 0,
    });
  });

  it('deletes softly: gone from the list, the count and reads; deleting again is 404', async () => {
    const m = await memberWithMessages();
    expect(await del(m.token, m.ids[1]!)).toEqual({ status: 200, body: { success: true, value: null, message: null } });
    const after = (await list(m.token)).body.value;
    expect(after.list.map((x: Json) => x.id)).toEqual([m.ids[2], m.ids[0]]);
    expect([after.total, after.unread, await unread(m.token)]).toEqual([2, 2, 2]);
    expect((await call(t, 'GET', `/wps/messages/one?id=${m.ids[1]}`, { token: m.token })).status).toBe(404);
    expect((await del(m.token, m.ids[1]!)).body.code).toBe('NOT_FOUND');
    const { rows } = await t.db.query('SELECT deleted_at FROM member_messages WHERE id = $1', [m.ids[1]]);
    expect(rows[0]!.deleted_at).not.toBeNull();
  });

  it("answers another member's message ids 404 and changes nothing", async () => {
    const owner = await memberWithMessages();
    const other = await newMember(t, 'msg');
    const id = owner.ids[0]!;
    expect(await call(t, 'GET', `/wps/messages/one?id=${id}`, { token: other.token })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
    expect((await del(other.token, id)).status).toBe(404);
    expect((await list(other.token)).body.value).toMatchObject({ list: [], total: 0, unread: 0 });
    expect(await unread(owner.token)).toBe(3);
    expect((await list(owner.token)).body.value.total).toBe(3);
  });

  it('answers bad input 400 with the field', async () => {
    const m = await newMember(t, 'msg');
    const cases: [Promise<{ status: number; body: Json }>, string][] = [
      [list(m.token, '?pageSize=51'), 'pageSize'],
      [list(m.token, '?pageNo=0'), 'pageNo'],
      [list(m.token, '?unreadFirst=maybe'), 'unreadFirst'],
      [call(t, 'GET', '/wps/messages/one', { token: m.token }), 'id'],
      [call(t, 'GET', '/wps/messages/one?id=abc', { token: m.token }), 'id'],
      [call(t, 'GET', '/wps/messages/one?id=99999999999', { token: m.token }), 'id'],
      [del(m.token, 0), 'id'],
    ];
    for (const [pending, field] of cases) {
      const { status, body } = await pending;
      expect([status, body.code, body.field]).toEqual([400, 'VALIDATION', field]);
    }
  });

  it('refuses a trial (TRIAL_FORBIDDEN) and a guest (401)', async () => {
    const trial = await newMember(t, 'msg', 4);
    for (const token of [trial.token, null]) {
      const results = [
        await list(token),
        await call(t, 'GET', '/wps/messages/one?id=1', { token }),
        await call(t, 'POST', '/wps/messages/read-all', { token, payload: {} }),
        await del(token, 1),
      ];
      expect(results.map((r) => [r.status, r.body.code])).toEqual(
        Array(4).fill(token ? [403, 'TRIAL_FORBIDDEN'] : [401, 'UNAUTHORIZED']),
      );
    }
  });
});
