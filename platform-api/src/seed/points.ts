import type { PointsItemInput, PointsSettings } from 'shared-contracts/engagement';
import type { Db } from '../infra/db';
import { createItemRepository } from '../modules/points/item-repository';
import { createSettingsRepository } from '../modules/points/settings-repository';
import { createWalletService } from '../modules/wallet/wallet-service';

/**
 * The demo merchant's points rules (POINTS3 is on for DEMO): 1 point per 1,000 ₫ of settled stake, 1 point
 * converts into 10 ₫, at least 100 points per conversion.
 */
export const DEMO_POINTS_SETTINGS: PointsSettings = { earnStake: 100_000, pointValue: 1_000, minConvert: 100 };

/** The points demo_player starts with, so the mall is usable at once. */
export const DEMO_PLAYER_POINTS = 5_000;

const art = (code: string) => `/assets/icon/${code}.svg?size=large`;

/** The demo catalogue: six items with stock and one sold out. */
export const DEMO_POINTS_ITEMS: readonly PointsItemInput[] = [
  {
    name: { EN: 'Lucky red envelope', TY: 'Lì xì may mắn' },
    description: { EN: 'A red envelope with a surprise inside.', TY: 'Phong bao lì xì với bất ngờ bên trong.' },
    imageUrl: art('LUCKY-ENVELOPE'),
    cost: 500,
    stock: 100,
    sort: 1,
  },
  {
    name: { EN: 'Free spins pack (20 spins)', TY: 'Gói 20 vòng quay miễn phí' },
    description: { EN: '20 free spins on a featured slot.', TY: '20 vòng quay miễn phí cho một trò slot nổi bật.' },
    imageUrl: art('FREE-SPINS'),
    cost: 1_000,
    stock: 200,
    sort: 2,
  },
  {
    name: { EN: 'Branded T-shirt', TY: 'Áo thun thương hiệu' },
    description: { EN: 'A cotton T-shirt with the Demo Casino logo.', TY: 'Áo thun cotton in logo Demo Casino.' },
    imageUrl: art('T-SHIRT'),
    cost: 2_000,
    stock: 50,
    sort: 3,
  },
  {
    name: { EN: 'Mobile top-up 100,000 ₫', TY: 'Thẻ nạp điện thoại 100.000 ₫' },
    description: { EN: 'A prepaid top-up code for any network.', TY: 'Mã nạp trả trước cho mọi nhà mạng.' },
    imageUrl: art('TOP-UP'),
    cost: 12_000,
    stock: 30,
    sort: 4,
  },
  {
    name: { EN: 'Bluetooth earbuds', TY: 'Tai nghe Bluetooth' },
    description: { EN: 'Wireless earbuds with a charging case.', TY: 'Tai nghe không dây kèm hộp sạc.' },
    imageUrl: art('EARBUDS'),
    cost: 15_000,
    stock: 10,
    sort: 5,
  },
  {
    name: { EN: 'Smart watch', TY: 'Đồng hồ thông minh' },
    description: { EN: 'Fitness tracking and notifications.', TY: 'Theo dõi sức khỏe và nhận thông báo.' },
    imageUrl: art('SMART-WATCH'),
    cost: 40_000,
    stock: 5,
    sort: 6,
  },
  {
    name: { EN: 'Gold bar 1 chỉ', TY: 'Vàng miếng 1 chỉ' },
    description: { EN: 'Sold out: back soon.', TY: 'Đã hết hàng: sắp có lại.' },
    imageUrl: art('GOLD'),
    cost: 300_000,
    stock: 0,
    sort: 7,
  },
];

/**
 * The demo merchant's points mall: its rules (earning from now on), the catalogue, and demo_player's opening
 * points (a POINTS_EARN grant from the PTS house, key `points-grant:<member>:seed`). In the seed's transaction.
 */
export async function insertPointsDemo(tx: Db, merchantId: number): Promise<void> {
  await createSettingsRepository(tx).set(merchantId, DEMO_POINTS_SETTINGS, new Date(), tx);
  const items = createItemRepository(tx);
  for (const item of DEMO_POINTS_ITEMS) await items.insert(merchantId, item, tx);
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM members WHERE merchant_id = $1 AND username = 'demo_player'`,
    [merchantId],
  );
  const player = rows[0];
  if (!player) return;
  const wallet = createWalletService({ db: tx, vendorCodes: async () => [] });
  const accounts = await wallet.pointsAccounts(merchantId, player.id);
  await wallet.post(
    {
      merchantId,
      kind: 'POINTS_EARN',
      idempotencyKey: `points-grant:${player.id}:seed`,
      memberId: player.id,
      reference: 'seed',
      request: { points: DEMO_PLAYER_POINTS, note: 'opening points' },
      entries: [
        { accountId: accounts.house, amount: -DEMO_PLAYER_POINTS },
        { accountId: accounts.points, amount: DEMO_PLAYER_POINTS },
      ],
    },
    tx,
  );
}
