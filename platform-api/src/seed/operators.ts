import type { OperatorRole } from 'shared-contracts';
import { hashPassword } from '../infra/crypto/password';
import type { Db } from '../infra/db';
import { MIGRATION_LOCK } from '../infra/db/migrate';
import { LUCKY_CODE } from './data/merchants';
import { PH_CODE } from './data/ph';

/** The demo operators' password (demo only: published). */
export const OPERATOR_PASSWORD = 'Operator@1234';

/**
 * The back office's demo operators (ADR 0011): one per role for the demo merchant, a platform owner, an admin and a
 * marketing operator (its banners) of Lucky Star, and an admin of Pinoy Palace. Their authenticator secrets are fixed
 * and printed by `npm start` so a person can add them to an app; the operators module enrols them at start outside
 * production only (`enrolDemoOperators`).
 */
export const DEMO_OPERATORS: readonly {
  username: string;
  role: OperatorRole;
  /** The merchant the operator works for: the demo merchant (the server's MERCHANT_CODE), Lucky Star, Pinoy Palace, or none. */
  merchant: 'demo' | 'lucky' | 'ph' | null;
  totpSecret: string;
}[] = [
  { username: 'demo_owner', role: 'owner', merchant: null, totpSecret: 'TFPL4HXL6IW5A4MXRTGPOTLO62TNJPHZ' },
  { username: 'demo_admin', role: 'admin', merchant: 'demo', totpSecret: '6TZHTRXBAA2ANZVHQ5YLLHRCEENJIRVZ' },
  { username: 'demo_finance', role: 'finance', merchant: 'demo', totpSecret: 'WJW5CC7YM3HGFQODMDUAHTOROOAQYU2K' },
  { username: 'demo_finance2', role: 'finance', merchant: 'demo', totpSecret: 'AGZ6ZQKMQZRX3FZQC7JEGMDRYJFWFYWG' },
  { username: 'demo_risk', role: 'risk', merchant: 'demo', totpSecret: '5TIIWJAWYVVVS4SNKCVN6DTR6FKY5YVY' },
  { username: 'demo_support', role: 'support', merchant: 'demo', totpSecret: 'XTO3P3DBEVLX2A7ZZSQL6JMKJBXXBRN2' },
  { username: 'demo_auditor', role: 'auditor', merchant: 'demo', totpSecret: 'IGMXNLLE6ULBWHAYDLJH4OBAATLQFYPP' },
  { username: 'lucky_admin', role: 'admin', merchant: 'lucky', totpSecret: 'SJXKLYC5NRFXZBNRWNVQEAWDIRWDJKJX' },
  { username: 'lucky_marketing', role: 'marketing', merchant: 'lucky', totpSecret: 'TEF7FMTISYACDI2V6UTIJNEY6FEHRNGV' },
  { username: 'ph_admin', role: 'admin', merchant: 'ph', totpSecret: 'K3QJ7ZLW2XVYH5NBT4RMC6PDGE2FASUO' },
];

/** Inserts the demo operators once (none exist yet); their authenticators are enrolled by the app at start. */
export async function seedOperatorsIfMissing(db: Db, merchantCode: string): Promise<boolean> {
  const none = async (tx: Db) => (await tx.query('SELECT 1 FROM operators LIMIT 1')).rows.length === 0;
  if (!(await none(db))) return false;
  const hashes = await Promise.all(DEMO_OPERATORS.map(() => hashPassword(OPERATOR_PASSWORD)));
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    if (!(await none(tx))) return false;
    for (const [i, o] of DEMO_OPERATORS.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3) RETURNING id',
        [o.username, hashes[i], o.role],
      );
      if (o.merchant)
        await tx.query(
          'INSERT INTO operator_merchants (operator_id, merchant_id) SELECT $1, id FROM merchants WHERE code = $2',
          [rows[0]!.id, { demo: merchantCode, lucky: LUCKY_CODE, ph: PH_CODE }[o.merchant]],
        );
    }
    return true;
  });
}
