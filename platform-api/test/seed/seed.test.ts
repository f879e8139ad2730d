/** @pglite: migrations and the seed on the embedded database too. */
import { WHITELABEL_MODULES, isValidTheme } from 'shared-contracts';
import { migrate } from '../../src/infra/db/migrate';
import { verifyPassword } from '../../src/infra/crypto/password';
import {
  DEMO_PASSWORD,
  DEMO_SECURITY_ANSWER,
  DEMO_SECURITY_QUESTION_ID,
  DEMO_TRAVELLER,
  LUCKY_PASSWORD,
  SECURITY_QUESTIONS,
  seedIfMissing,
} from '../../src/seed';
import { BACKENDS, openTestDb, type TestDb } from '../helpers/db';

describe.each(BACKENDS)('seed on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await migrate(t.db);
  }, 60_000);
  afterAll(() => t?.cleanup());

  it('seeds the demo merchant, Lucky Star and Pinoy Palace once and is idempotent', async () => {
    expect(await seedIfMissing(t.db, 'DEMO')).toBe(true);
    expect(await seedIfMissing(t.db, 'DEMO')).toBe(false);
    const { rows } = await t.db.query<{ code: string; name: string }>('SELECT code, name FROM merchants ORDER BY id');
    expect(rows).toEqual([
      { code: 'DEMO', name: 'Demo Casino' },
      { code: 'LUCKY', name: 'Lucky Star' },
      { code: 'PH', name: 'Pinoy Palace' },
    ]);
  });

  it('marks the demo accounts identity-verified except demo_traveller, who shows the identity modal', async () => {
    const { rows } = await t.db.query<{ username: string; status: string }>(
      `SELECT username, id_verification_status AS status FROM members
       WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO') ORDER BY username`,
    );
    expect(rows.filter((r) => r.status !== 'A').map((r) => r.username)).toEqual(['demo_traveller']);
    expect(rows.find((r) => r.username === 'demo_traveller')?.status).toBe('N');
  });

  it('generates about 10,000 games, at least 9,600 of them RNG, some hot', async () => {
    const { rows } = await t.db.query<{
      total: number;
      rng: number;
      hot: number;
      fish: number;
      live: number;
      pvp: number;
    }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE game_type = 'RNG')::int AS rng,
              count(*) FILTER (WHERE is_hot = 1)::int AS hot, count(*) FILTER (WHERE game_type = 'FISH')::int AS fish,
              count(*) FILTER (WHERE game_type = 'LIVE')::int AS live, count(*) FILTER (WHERE game_type = 'PVP')::int AS pvp
       FROM games`,
    );
    const r = rows[0]!;
    expect(r.total).toBeGreaterThanOrEqual(9_900);
    expect(r.total).toBeLessThanOrEqual(10_500);
    expect(r.rng).toBeGreaterThanOrEqual(9_600);
    expect(r.hot).toBeGreaterThan(0);
    expect(r.fish).toBeGreaterThan(0);
    expect(r.live).toBeGreaterThan(0);
    expect(r.pvp).toBeGreaterThan(0);
  });

  it('puts every whitelabel module under a group', async () => {
    const { rows } = await t.db.query<{ mod_id: string; parent_mod_id: string | null }>(
      'SELECT mod_id, parent_mod_id FROM whitelabel_modules',
    );
    for (const m of WHITELABEL_MODULES) {
      expect(rows.find((r) => r.mod_id === m)?.parent_mod_id).toEqual(expect.any(String));
    }
  });

  it('creates the demo accounts with scrypt hashes of the demo password', async () => {
    const { rows } = await t.db.query<{ username: string; type: number; password_hash: string; upline: string | null }>(
      `SELECT m.username, m.type::int AS type, m.password_hash, u.username AS upline
       FROM members m LEFT JOIN members u ON u.id = m.upline_id
       WHERE m.merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO') ORDER BY m.id`,
    );
    expect(rows.map((r) => [r.username, r.type, r.upline])).toEqual([
      ['demo_player', 0, null],
      ['demo_agent', 1, null],
      ['demo_downline', 0, 'demo_agent'],
      ['demo_newbie', 0, null],
      ['demo_subagent', 2, 'demo_agent'],
      ['demo_secure', 0, null],
      ['demo_traveller', 0, null],
    ]);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0]!.password_hash)).toBe(true);
    for (const row of rows.slice(4)) expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
  });

  it("gives demo_agent the house's contracts and demo_subagent a place in its team (ADR 0008)", async () => {
    const { rows } = await t.db.query<{ type: string; status: string; upline_id: number | null }>(
      `SELECT c.type, c.status, c.upline_id FROM agency_contracts c JOIN members m ON m.id = c.member_id
       WHERE m.username = 'demo_agent' ORDER BY c.type`,
    );
    expect(rows).toEqual(
      ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY'].map((type) => ({
        type,
        status: 'ACTIVE',
        upline_id: null,
      })),
    );
    const team = await t.db.query<{ username: string; depth: number }>(
      `SELECT m.username, a.depth FROM agency_team a JOIN members m ON m.id = a.member_id
       WHERE a.ancestor_id = (SELECT id FROM members WHERE username = 'demo_agent' AND merchant_id = m.merchant_id)
       ORDER BY a.depth, m.username`,
    );
    expect(team.rows).toEqual([
      { username: 'demo_agent', depth: 0 },
      { username: 'demo_downline', depth: 1 },
      { username: 'demo_subagent', depth: 1 },
    ]);
  });

  it('turns security questions and the new-IP check on, with demo_secure answered and demo_traveller known from one IP', async () => {
    const merchant = await t.db.query(
      "SELECT security_questions_enabled, verify_new_ip FROM merchants WHERE code = 'DEMO'",
    );
    expect(merchant.rows).toEqual([{ security_questions_enabled: true, verify_new_ip: true }]);
    const questions = await t.db.query<{ id: number; question: string }>(
      "SELECT id, question FROM security_questions WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'DEMO') ORDER BY sort",
    );
    expect(questions.rows.map((q) => ({ questionId: q.id, question: q.question }))).toEqual(SECURITY_QUESTIONS);
    const answers = await t.db.query<{ username: string; question_id: number; answer_hash: string }>(
      `SELECT m.username, a.question_id, a.answer_hash FROM member_security_answers a JOIN members m ON m.id = a.member_id`,
    );
    expect(answers.rows.map((r) => [r.username, r.question_id])).toEqual([['demo_secure', DEMO_SECURITY_QUESTION_ID]]);
    expect(await verifyPassword(DEMO_SECURITY_ANSWER, answers.rows[0]!.answer_hash)).toBe(true);
    // Every other demo account logs in from anywhere the first time.
    const ips = await t.db.query(
      'SELECT m.username, k.ip FROM member_known_ips k JOIN members m ON m.id = k.member_id ORDER BY m.id',
    );
    expect(ips.rows).toEqual([{ username: 'demo_traveller', ip: DEMO_TRAVELLER.knownIp }]);
    const traveller = await t.db.query(
      `SELECT mobile_dial_code, mobile_num, email, payee_name FROM members WHERE username = 'demo_traveller'`,
    );
    expect(traveller.rows).toEqual([
      {
        mobile_dial_code: DEMO_TRAVELLER.mobile.dialCode,
        mobile_num: DEMO_TRAVELLER.mobile.number,
        email: DEMO_TRAVELLER.email,
        payee_name: DEMO_TRAVELLER.payeeName,
      },
    ]);
  });

  it('generates a key pair per merchant', async () => {
    const { rows } = await t.db.query<{ public_key: string; private_key: string }>(
      'SELECT public_key, private_key FROM merchants',
    );
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.public_key.length).toBeGreaterThan(300);
      expect(r.private_key.length).toBeGreaterThan(1000);
    }
    expect(rows[0]!.public_key).not.toBe(rows[1]!.public_key);
  });

  const MERCHANT_ID = 'SELECT id FROM merchants WHERE code = $1';
  it('gives each brand its theme: gold DEMO, violet LUCKY, blue and sun PH, valid tokens, logo and favicon', async () => {
    const { rows } = await t.db.query<{
      code: string;
      theme_tokens: Record<string, string>;
      logo_url: string;
      favicon_url: string;
    }>('SELECT code, theme_tokens, logo_url, favicon_url FROM merchants ORDER BY id');
    expect(rows.map((r) => [r.code, r.theme_tokens['--color-primary'], r.logo_url, r.favicon_url])).toEqual([
      ['DEMO', '#f5b400', '/assets/logo/DEMO.svg', '/assets/favicon/DEMO.svg'],
      ['LUCKY', '#a674ff', '/assets/logo/LUCKY.svg', '/assets/favicon/LUCKY.svg'],
      ['PH', '#fcd116', '/assets/logo/PH.svg', '/assets/favicon/PH.svg'],
    ]);
    for (const r of rows) expect(isValidTheme(r.theme_tokens)).toBe(true);
  });

  it('configures Pinoy Palace: PHP, EN and TL, ph.localhost, the Philippines variant, dd-mm-yyyy birthday, verified adults', async () => {
    const { rows } = await t.db.query(
      `SELECT m.currency, m.languages, m.philippines_variant, d.domain,
         (SELECT accepted_pattern FROM register_rules WHERE merchant_id = m.id AND field = 'birthday') AS pattern
       FROM merchants m JOIN domain_routes d ON d.merchant_id = m.id WHERE m.code = 'PH'`,
    );
    expect(rows).toEqual([
      {
        currency: 'PHP',
        languages: ['EN', 'TL'],
        philippines_variant: true,
        domain: 'ph.localhost',
        pattern: 'DATE_DD_MM_YYYY',
      },
    ]);
    const members = await t.db.query<{ username: string; status: string }>(
      `SELECT username, id_verification_status AS status FROM members
       WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'PH') ORDER BY username`,
    );
    expect(members.rows).toEqual([
      { username: 'ph01', status: 'A' },
      { username: 'ph_agent', status: 'A' },
      { username: 'ph_downline', status: 'A' },
    ]);
  });

  it('configures Lucky Star: USD, EN, ZH and TY, lucky.localhost, lottery and points off', async () => {
    const m = await t.db.query(
      `SELECT currency, currency_symbol, languages, security_questions_enabled FROM merchants WHERE code = 'LUCKY'`,
    );
    expect(m.rows).toEqual([
      { currency: 'USD', currency_symbol: '$', languages: ['EN', 'ZH', 'TY'], security_questions_enabled: false },
    ]);
    const id = (await t.db.query<{ id: number }>(MERCHANT_ID, ['LUCKY'])).rows[0]!.id;
    const q = async (sql: string) => (await t.db.query(sql, [id])).rows;
    expect(await q('SELECT domain, route FROM domain_routes WHERE merchant_id = $1 ORDER BY domain')).toEqual([
      { domain: 'agent.lucky.localhost', route: '/agent' },
      { domain: 'lucky.localhost', route: '/' },
      { domain: 'www.lucky.localhost', route: 'main' },
    ]);
    expect(await q('SELECT name FROM merchant_remotes WHERE merchant_id = $1 AND NOT enabled ORDER BY name')).toEqual([
      { name: 'mf_lottery' },
      { name: 'mf_points' },
    ]);
    expect(await q("SELECT enabled FROM whitelabel_modules WHERE merchant_id = $1 AND mod_id = 'POINTS3'")).toEqual([
      { enabled: false },
    ]);
    const off = await q(
      'SELECT DISTINCT game_category AS c FROM vendors WHERE merchant_id = $1 AND NOT enabled ORDER BY c',
    );
    expect(off).toEqual([{ c: 'ELOTT' }, { c: 'LOTT' }]);
    const help = await q('SELECT DISTINCT lang FROM help_sections WHERE merchant_id = $1');
    expect(help).toEqual([{ lang: 'EN' }]);
    const content = await q(
      `SELECT (SELECT count(*)::int FROM banners WHERE merchant_id = $1) AS banners,
              (SELECT count(*)::int FROM notices WHERE merchant_id = $1) AS notices,
              (SELECT count(*)::int FROM banners WHERE merchant_id = $1 AND title ILIKE '%demo%') AS demo_titles`,
    );
    expect(content[0]).toEqual({ banners: expect.any(Number), notices: 5, demo_titles: 0 });
  });

  it("creates Lucky Star's own accounts, funded in USD with their own balances", async () => {
    const { rows } = await t.db.query<{
      username: string;
      type: number;
      upline: string | null;
      hash: string;
      balance: string | number;
    }>(
      `SELECT m.username, m.type::int AS type, u.username AS upline, m.password_hash AS hash, a.balance
       FROM members m LEFT JOIN members u ON u.id = m.upline_id
       JOIN ledger_accounts a ON a.member_id = m.id AND a.kind = 'MEMBER_MAIN' AND a.currency = 'USD'
       WHERE m.merchant_id = (SELECT id FROM merchants WHERE code = 'LUCKY') ORDER BY m.id`,
    );
    expect(rows.map((r) => [r.username, r.type, r.upline, Number(r.balance)])).toEqual([
      ['lucky01', 0, null, 250_000],
      ['lucky_agent', 1, null, 1_000_000],
      ['lucky_downline', 0, 'lucky_agent', 50_000],
    ]);
    for (const r of rows) expect(await verifyPassword(LUCKY_PASSWORD, r.hash)).toBe(true);
  });
});
