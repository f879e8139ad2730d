import type { Region } from 'shared-contracts';

const list = (rows: readonly (readonly [string, string])[], base: number): Region[] =>
  rows.map(([value, label], i) => ({ id: base + i + 1, value, label }));

/**
 * The regions of each market, by the merchant's dial code (its country: 84 Vietnam, 63 the Philippines, 1 the United
 * States): DEMO's Vietnamese provinces and cities, Pinoy Palace's Philippine regions, Lucky Star's US states.
 */
const REGIONS: Readonly<Record<string, readonly Region[]>> = {
  '84': list(
    [
      ['HN', 'Hà Nội'],
      ['HCM', 'TP. Hồ Chí Minh'],
      ['HP', 'Hải Phòng'],
      ['DN', 'Đà Nẵng'],
      ['CT', 'Cần Thơ'],
      ['KH', 'Khánh Hòa'],
      ['QN', 'Quảng Ninh'],
      ['BD', 'Bình Dương'],
    ],
    8400,
  ),
  '63': list(
    [
      ['NCR', 'National Capital Region'],
      ['CAR', 'Cordillera Administrative Region'],
      ['R03', 'Central Luzon'],
      ['R04A', 'CALABARZON'],
      ['R07', 'Central Visayas'],
      ['R11', 'Davao Region'],
    ],
    6300,
  ),
  '1': list(
    [
      ['CA', 'California'],
      ['NV', 'Nevada'],
      ['NJ', 'New Jersey'],
      ['NY', 'New York'],
      ['TX', 'Texas'],
      ['FL', 'Florida'],
    ],
    100,
  ),
};

/** The regions a merchant offers at registration: those of its market (none for a market without a list). */
export function regionsOf(dialCode: string): readonly Region[] {
  return REGIONS[dialCode] ?? [];
}
