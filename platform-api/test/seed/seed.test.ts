import { WHITELABEL_MODULES } from 'shared-contracts';
import { migrate } from '../../src/infra/db/migrate';
import { verifyPassword } from '../../src/infra/crypto/password';
import {
  DEMO_PASSWORD,
  DEMO_SECURITY_ANSWER,
  DEMO_SECURITY_QUESTION_ID,
  DEMO_TRAVELLER,
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

  it('seeds the demo merchant once and is idempotent', async () => {
    expect(await seedIfMissing(t.db, 'DEMO')).toBe(true);
    expect(await seedIfMissing(t.db, 'DEMO')).toBe(false);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchants');
    expect(rows[0]?.n).toBe(1);
  });

  it('marks the demo accounts identity-verified except demo_traveller, who shows the identity modal', async () => {
    const { rows } = await t.db.query<{ username: string; status: string }>(
      'SELECT username, id_verification_status AS status FROM members ORDER BY username',
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
       FROM members m LEFT JOIN members u ON u.id = m.upline_id ORDER BY m.id`,
    );
    expect(rows.map((r) => [r.username, r.type, r.upline])).toEqual([
      ['demo_player', 0, null],
      ['demo_agent', 1, null],
      ['demo_downline', 0, 'demo_agent'],
      ['demo_newbie', 0, null],
      ['demo_secure', 0, null],
      ['demo_traveller', 0, null],
    ]);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0]!.password_hash)).toBe(true);
    for (const row of rows.slice(4)) expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
  });

  it('turns security questions and the new-IP check on, with demo_secure answered and demo_traveller known from one IP', async () => {
    const merchant = await t.db.query('SELECT security_questions_enabled, verify_new_ip FROM merchants');
    expect(merchant.rows).toEqual([{ security_questions_enabled: true, verify_new_ip: true }]);
    const questions = await t.db.query<{ id: number; question: string }>(
      'SELECT id, question FROM security_questions ORDER BY sort',
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
    expect(rows[0]!.public_key.length).toBeGreaterThan(300);
    expect(rows[0]!.private_key.length).toBeGreaterThan(1000);
  });
});
