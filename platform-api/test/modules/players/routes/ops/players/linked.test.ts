import { randomBytes } from 'node:crypto';
import { setupApp, type TestApp } from '../../../../../helpers/app';
import { teamMember } from '../../../../../helpers/agency';
import { BACKENDS } from '../../../../../helpers/db';
import { operatorHeaders } from '../../../../../helpers/ops-sessions';

describe.each(BACKENDS)('linked accounts (/ops/players/:id/linked) on %s', (backend) => {
  let t: TestApp;
  let as: Record<string, Record<string, string>>;
  beforeAll(async () => {
    t = await setupApp(backend);
    as = await operatorHeaders(t, ['demo_risk', 'lucky_admin']);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('links members sharing an IP or a payee name, says what they share and flags the same agent line', async () => {
    const n = randomBytes(2).readUInt16BE() % 250;
    const ip = `10.77.${n}.1`;
    const loginIp = `10.78.${n}.2`;
    const payee = `LE THI ${randomBytes(3).toString('hex').toUpperCase()}`;
    const agent = await teamMember(t, 'lk_agent', null, 1);
    const me = await teamMember(t, 'lk_me', agent.id);
    const sibling = await teamMember(t, 'lk_sib', agent.id);
    const stranger = await teamMember(t, 'lk_str', null);
    const loginMate = await teamMember(t, 'lk_login', null);
    const unrelated = await teamMember(t, 'lk_none', null);
    const twin = await teamMember(t, 'lk_twin', null);
    const profile = (id: number, registerIp: string, payeeName: string | null) =>
      t.app.members.setProfile(id, { registerIp, payeeName });
    await profile(me.id, ip, payee);
    await profile(sibling.id, ip, null);
    await profile(stranger.id, '10.0.0.99', payee.toLowerCase());
    await profile(unrelated.id, '10.0.0.98', 'SOMEONE ELSE');
    await profile(twin.id, ip, ` ${payee} `);
    await t.app.security.rememberIp(me.id, loginIp);
    await t.app.security.rememberIp(loginMate.id, loginIp);
    await t.app.security.rememberIp(agent.id, loginIp);
    const lucky = (await t.app.merchants.findByCode('LUCKY'))!;
    const other = await t.app.members.create({
      merchantId: lucky.id,
      username: `lk_lucky_${n}`,
      passwordHash: 'x',
      type: 0,
    });
    await profile(other.id, ip, payee);

    const res = await t.app.inject({ method: 'GET', url: `/ops/players/${me.id}/linked`, headers: as.demo_risk });
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().value.list.map((l: { id: number }) => [l.id, l]));
    expect(byId.get(sibling.id)).toEqual({
      id: sibling.id,
      username: sibling.username,
      shares: [{ kind: 'ip', value: ip }],
      sameAgentLine: true,
    });
    expect(byId.get(agent.id)).toMatchObject({ shares: [{ kind: 'ip', value: loginIp }], sameAgentLine: true });
    expect(byId.get(loginMate.id)).toMatchObject({ shares: [{ kind: 'ip', value: loginIp }], sameAgentLine: false });
    expect(byId.get(stranger.id)).toMatchObject({
      shares: [{ kind: 'payee', value: payee.toLowerCase() }],
      sameAgentLine: false,
    });
    expect(byId.get(twin.id)).toMatchObject({
      shares: [
        { kind: 'ip', value: ip },
        { kind: 'payee', value: payee },
      ],
      sameAgentLine: false,
    });
    expect(byId.has(unrelated.id)).toBe(false);
    expect(byId.has(other.id)).toBe(false);
    expect(byId.size).toBe(5);

    const fromAgent = await t.app.inject({
      method: 'GET',
      url: `/ops/players/${agent.id}/linked`,
      headers: as.demo_risk,
    });
    expect(fromAgent.json().value.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: me.id, sameAgentLine: true })]),
    );
    const lk = await t.app.inject({
      method: 'GET',
      url: `/ops/players/${me.id}/linked?merchant=DEMO`,
      headers: as.lucky_admin,
    });
    expect(lk.statusCode).toBe(403);
  });
});
