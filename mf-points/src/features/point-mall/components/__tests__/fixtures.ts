import type { PointsConfig, PointsItem, Redemption } from 'shared-contracts/engagement';

/** A read hook's answer (useCall's shape). */
export const answer = <T>(data: T | null, o: { loading?: boolean; error?: unknown } = {}) => ({
  data,
  loading: o.loading ?? false,
  error: (o.error ?? null) as never,
  reload: jest.fn(),
});

export const CONFIG: PointsConfig = {
  enabled: true,
  currency: 'VND',
  earnStake: 100_000,
  pointValue: 1_000,
  minConvert: 100,
};

export const item = (id: number, o: Partial<PointsItem> = {}): PointsItem => ({
  id,
  name: `Reward ${id}`,
  description: 'Nice',
  imageUrl: null,
  cost: 500,
  stock: 10,
  ...o,
});

export const redemption = (id: number, o: Partial<Redemption> = {}): Redemption => ({
  id,
  itemId: 1,
  itemName: 'Lucky red envelope',
  imageUrl: null,
  quantity: 2,
  points: 1_000,
  status: 'IN_PROCESS',
  createdAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  reason: null,
  ...o,
});

export const page = <T>(list: T[], pageNo = 1, totalPages = 1) => ({
  list,
  pageNo,
  pageSize: 10,
  total: list.length,
  totalPages,
});
