import type { RestrictedPerson } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A person to add, already checked and normalised. */
export interface NewRestrictedPerson {
  merchantId: number;
  fullName: string | null;
  nameKey: string | null;
  birthday: string | null;
  idType: number | null;
  idNumber: string | null;
  idKey: string | null;
  reason: string;
  addedBy: string;
}

/** Which rule a listed person matched. */
export type RestrictedRule = 'NAME_BIRTHDAY' | 'ID_NUMBER';

const COLUMNS = `id, full_name AS "fullName", to_char(birthday, 'YYYY-MM-DD') AS birthday, id_type AS "idType",
  id_number AS "idNumber", reason, added_by AS "addedBy", to_char(added_at AT TIME ZONE 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "addedAt"`;

/** The only SQL on restricted_persons. */
export function createRestrictedRepository(db: Db) {
  return {
    async insert(p: NewRestrictedPerson, tx: Db = db): Promise<RestrictedPerson> {
      const { rows } = await tx.query<RestrictedPerson>(
        `INSERT INTO restricted_persons (merchant_id, full_name, name_key, birthday, id_type, id_number, id_key, reason,
           added_by)
         VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
        [p.merchantId, p.fullName, p.nameKey, p.birthday, p.idType, p.idNumber, p.idKey, p.reason, p.addedBy],
      );
      return rows[0]!;
    },

    /** Deletes one of the merchant's rows; the row as it was, or null. */
    async remove(merchantId: number, id: number, tx: Db = db): Promise<RestrictedPerson | null> {
      const { rows } = await tx.query<RestrictedPerson>(
        `DELETE FROM restricted_persons WHERE merchant_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [merchantId, id],
      );
      return rows[0] ?? null;
    },

    /** A page of the merchant's list, newest first; `q` is part of a name or an ID number. */
    async page(merchantId: number, q: string | null, page: { limit: number; offset: number }) {
      const where = `merchant_id = $1 AND ($2::text IS NULL OR full_name ILIKE '%' || $2 || '%'
        OR id_number ILIKE '%' || $2 || '%')`;
      const [list, count] = await Promise.all([
        db.query<RestrictedPerson>(
          `SELECT ${COLUMNS} FROM restricted_persons WHERE ${where} ORDER BY added_at DESC, id DESC LIMIT $3 OFFSET $4`,
          [merchantId, q, page.limit, page.offset],
        ),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM restricted_persons WHERE ${where}`, [merchantId, q]),
      ]);
      return { rows: list.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** The rule a person matches on the merchant's list (name + birthday first), or null. */
    async match(
      merchantId: number,
      who: { nameKey: string | null; birthday: string | null; idType: number | null; idKey: string | null },
      tx: Db = db,
    ): Promise<RestrictedRule | null> {
      const { rows } = await tx.query<{ rule: RestrictedRule }>(
        `SELECT CASE WHEN name_key = $2 AND birthday = $3::date THEN 'NAME_BIRTHDAY' ELSE 'ID_NUMBER' END AS rule
         FROM restricted_persons
         WHERE merchant_id = $1 AND ((name_key = $2 AND birthday = $3::date) OR (id_type = $4 AND id_key = $5))
         ORDER BY 1 DESC LIMIT 1`,
        [merchantId, who.nameKey, who.birthday, who.idType, who.idKey],
      );
      return rows[0]?.rule ?? null;
    },
  };
}
export type RestrictedRepository = ReturnType<typeof createRestrictedRepository>;
