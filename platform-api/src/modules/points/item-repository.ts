import type { PointsItemInput } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';

/** Text per language: { EN, TY? }. */
export type Localized = Record<string, string>;

export interface ItemRow {
  id: number;
  merchantId: number;
  name: Localized;
  description: Localized;
  imageUrl: string | null;
  cost: number;
  stock: number;
  active: boolean;
  sort: number;
}

const COLUMNS = `id, merchant_id AS "merchantId", name, description, image_url AS "imageUrl", cost, stock, active, sort`;

type Raw = Omit<ItemRow, 'cost' | 'name' | 'description'> & { cost: unknown; name: unknown; description: unknown };
const json = (v: unknown): Localized => (typeof v === 'string' ? (JSON.parse(v) as Localized) : (v as Localized));
const toRow = (r: Raw): ItemRow => ({
  ...r,
  cost: Number(r.cost),
  name: json(r.name),
  description: json(r.description),
});

/** The text of `lang`, else EN. */
export const textIn = (t: Localized, lang: string | undefined): string => t[lang ?? 'EN'] ?? t.EN ?? '';

/** points_items: the catalogue and its stock. */
export function createItemRepository(db: Db) {
  return {
    /** The merchant's items (active ones only unless `all`), in display order. */
    async list(merchantId: number, all = false, tx: Db = db): Promise<ItemRow[]> {
      const { rows } = await tx.query<Raw>(
        `SELECT ${COLUMNS} FROM points_items WHERE merchant_id = $1 AND ($2 OR active) ORDER BY sort, id`,
        [merchantId, all],
      );
      return rows.map(toRow);
    },

    async byIds(ids: readonly number[], tx: Db = db): Promise<Map<number, ItemRow>> {
      if (ids.length === 0) return new Map();
      const { rows } = await tx.query<Raw>(`SELECT ${COLUMNS} FROM points_items WHERE id = ANY($1::int[])`, [[...ids]]);
      return new Map(rows.map((r) => [r.id, toRow(r)]));
    },

    async insert(merchantId: number, i: PointsItemInput, tx: Db = db): Promise<ItemRow> {
      const { rows } = await tx.query<Raw>(
        `INSERT INTO points_items (merchant_id, name, description, image_url, cost, stock, active, sort)
         VALUES ($1, $2::jsonb, $3::jsonb, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [
          merchantId,
          JSON.stringify(i.name),
          JSON.stringify(i.description ?? {}),
          i.imageUrl ?? null,
          i.cost,
          i.stock,
          i.active ?? true,
          i.sort ?? 0,
        ],
      );
      return toRow(rows[0]!);
    },

    /** Replaces an item's fields (stock set as given); null when the merchant has no such item. */
    async update(merchantId: number, id: number, i: PointsItemInput, tx: Db = db): Promise<ItemRow | null> {
      const { rows } = await tx.query<Raw>(
        `UPDATE points_items SET name = $3::jsonb, description = $4::jsonb, image_url = $5, cost = $6, stock = $7,
           active = $8, sort = $9, updated_at = now()
         WHERE merchant_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          merchantId,
          id,
          JSON.stringify(i.name),
          JSON.stringify(i.description ?? {}),
          i.imageUrl ?? null,
          i.cost,
          i.stock,
          i.active ?? true,
          i.sort ?? 0,
        ],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /**
     * Takes `quantity` from an active item's stock in `tx` (the row stays locked until the transaction ends):
     * the item, or why not — 'missing' (no such active item of the merchant) or 'stock' (too few left).
     */
    async take(tx: Db, merchantId: number, id: number, quantity: number): Promise<ItemRow | 'missing' | 'stock'> {
      const { rows } = await tx.query<Raw>(
        `UPDATE points_items SET stock = stock - $3, updated_at = now()
         WHERE merchant_id = $1 AND id = $2 AND active AND stock >= $3 RETURNING ${COLUMNS}`,
        [merchantId, id, quantity],
      );
      if (rows[0]) return toRow(rows[0]);
      const { rows: found } = await tx.query<{ active: boolean }>(
        'SELECT active FROM points_items WHERE merchant_id = $1 AND id = $2',
        [merchantId, id],
      );
      return found[0]?.active ? 'stock' : 'missing';
    },

    /** Puts `quantity` back into an item's stock in `tx` (a rejected redemption). */
    async restore(tx: Db, id: number, quantity: number): Promise<void> {
      await tx.query('UPDATE points_items SET stock = stock + $2, updated_at = now() WHERE id = $1', [id, quantity]);
    },
  };
}
export type ItemRepository = ReturnType<typeof createItemRepository>;
