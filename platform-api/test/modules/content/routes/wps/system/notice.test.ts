import type { Notice } from 'shared-contracts';
import { hashToken } from '../../../../../../src/modules/sessions/session-repository';
import { getJson, setupApp, type TestApp } from '../../../../../helpers/app';
import { BACKENDS } from '../../../../../helpers/db';
import { bearer, memberId, tokenFor, trialToken } from '../../../../../helpers/tokens';

describe.each(BACKENDS)('/wps/system/notice on %s', (backend) => {
  let t: TestApp;
  let merchantId: number;
  let playerToken: string;
  beforeAll(async () => {
    t = await setupApp(backend);
    merchantId = (await t.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;
    playerToken = await tokenFor(t, await memberId(t, 'demo_player'));
  }, 90_000);
  afterAll(() => t?.cleanup());

  const notice = async (query = 'types=B,PL,PU,PR&platform=W', headers: Record<string, string> = {}) => {
    const res = await getJson<{ value: Notice }>(t.app, `/wps/system/notice?${query}`, headers);
    expect(res.status).toBe(200);
    return res.body.value;
  };
  const popupTitles = (n: Notice) => n.popup.map((p) => `${p.execution}:${p.title}`);

  describe('notice', () => {
    it('answers home banners, the notice bar, the anonymous popups and the promotions to a visitor', async () => {
      const n = await notice();
      expect(n.banners.length).toBeGreaterThan(0);
      expect(n.banners.every((b) => b.groupName === 'w_home')).toBe(true);
      expect(n.player.map((p) => p.title)).toEqual(['Welcome to Demo Casino', 'Scheduled maintenance']);
      expect(n.player[0]).toEqual({
        id: expect.any(Number),
        title: 'Welcome to Demo Casino',
        content: expect.any(String),
      });
      expect(popupTitles(n)).toEqual(['F:New here?']);
      expect(n.promotion).toEqual([
        {
          id: expect.any(Number),
          title: 'First deposit bonus',
          content: expect.any(String),
          promotionType: 'FIRST_DEPOSIT',
        },
      ]);
    });

    it('answers the logged-in popups to a valid token, and treats a bad token as a visitor', async () => {
      expect(popupTitles(await notice(undefined, bearer(playerToken)))).toEqual(['B:Welcome back']);
      expect(popupTitles(await notice(undefined, bearer('not-a-token')))).toEqual(['F:New here?']);
      const trial = await trialToken(t);
      expect(popupTitles(await notice(undefined, bearer(trial.token)))).toEqual(['B:Welcome back']);
    });

    it('shows an A popup to everyone, and a session still waiting for its security answer is a visitor', async () => {
      const id = await t.app.content.createNotice(merchantId, {
        kind: 'POPUP',
        execution: 'A',
        title: 'For all',
        content: '<p>Hi</p>',
        sort: 0,
      });
      try {
        expect(popupTitles(await notice())).toEqual(['A:For all', 'F:New here?']);
        expect(popupTitles(await notice(undefined, bearer(playerToken)))).toEqual(['A:For all', 'B:Welcome back']);
        const pending = await tokenFor(t, await memberId(t, 'demo_player'));
        await t.db.query('UPDATE sessions SET pending_verification = true WHERE token_hash = $1', [hashToken(pending)]);
        await t.app.cache.invalidateAll(); // a change behind the API's back
        await t.db.query("UPDATE merchants SET security_questions_enabled = true WHERE code = 'DEMO'");
        await t.app.cache.invalidateAll(); // a change behind the API's back
        expect(popupTitles(await notice(undefined, bearer(pending)))).toEqual(['A:For all', 'F:New here?']);
      } finally {
        await t.db.query('DELETE FROM notices WHERE id = $1', [id]);
        await t.app.cache.invalidateAll(); // a change behind the API's back
      }
    });

    it('answers only the sections asked for in types (all when absent)', async () => {
      const pl = await notice('types=PL');
      expect(pl.banners).toEqual([]);
      expect(pl.popup).toEqual([]);
      expect(pl.promotion).toEqual([]);
      expect(pl.player).toHaveLength(2);
      const bAndPr = await notice('types=b,%20PR,H');
      expect(bAndPr.banners.length).toBeGreaterThan(0);
      expect(bAndPr.promotion).toHaveLength(1);
      expect(bAndPr.player).toEqual([]);
      const all = await notice('');
      expect([all.banners.length > 0, all.player.length, all.popup.length, all.promotion.length]).toEqual([
        true,
        2,
        1,
        1,
      ]);
    });

    it('stores notices sanitised and shows them only inside their window', async () => {
      const { content } = t.app;
      const hour = 3_600_000;
      const ids = [
        await content.createNotice(merchantId, {
          kind: 'PLAYER',
          title: 'Sanitised',
          content: '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:x()">x</a></p>',
          sort: 10,
        }),
        await content.createNotice(merchantId, {
          kind: 'PLAYER',
          title: 'Over',
          content: '',
          sort: 11,
          endsAt: new Date(Date.now() - hour),
        }),
        await content.createNotice(merchantId, {
          kind: 'PLAYER',
          title: 'Later',
          content: '',
          sort: 12,
          startsAt: new Date(Date.now() + hour),
        }),
        await content.createNotice(merchantId, {
          kind: 'PLAYER',
          title: 'Now',
          content: '',
          sort: 13,
          startsAt: new Date(Date.now() - hour),
          endsAt: new Date(Date.now() + hour),
        }),
      ];
      try {
        const { player } = await notice('types=PL');
        expect(player.map((p) => p.title)).toEqual([
          'Welcome to Demo Casino',
          'Scheduled maintenance',
          'Sanitised',
          'Now',
        ]);
        const stored = (await t.db.query<{ content: string }>('SELECT content FROM notices WHERE id = $1', [ids[0]]))
          .rows[0]!.content;
        for (const html of [stored, player[2]!.content]) {
          expect(html).toContain('Hello');
          expect(html).not.toMatch(/script|onclick|javascript:/i);
        }
      } finally {
        await t.db.query('DELETE FROM notices WHERE id = ANY($1::int[])', [ids]);
        await t.app.cache.invalidateAll(); // a change behind the API's back
      }
    });

    it('refuses another platform than W', async () => {
      const res = await getJson(t.app, '/wps/system/notice?platform=H5');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
    });
  });
});
