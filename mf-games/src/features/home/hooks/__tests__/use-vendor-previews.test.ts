import type { Vendor, VendorCategory } from 'shared-contracts';
import { previewVendors } from '../use-vendor-previews';

const vendor = (vassalage: string, gameCategory: Vendor['gameCategory']) => ({ vassalage, gameCategory }) as Vendor;
const lane = (gameCategory: Vendor['gameCategory'], n: number): VendorCategory => ({
  gameCategory,
  vendors: Array.from({ length: n }, (_, i) => vendor(`${gameCategory}${i}`, gameCategory)),
});

describe('home vendor previews (SPEC §9)', () => {
  it('takes the first 3 RNG vendors, 1 LIVE and 1 FISH, in that order', () => {
    const picked = previewVendors([lane('LIVE', 4), lane('FISH', 2), lane('RNG', 5), lane('SPORTS', 3)]);
    expect(picked.map((v) => v.vassalage)).toEqual(['RNG0', 'RNG1', 'RNG2', 'LIVE0', 'FISH0']);
  });

  it('takes what exists when a category is short or missing', () => {
    expect(previewVendors([lane('RNG', 1)]).map((v) => v.vassalage)).toEqual(['RNG0']);
    expect(previewVendors([])).toEqual([]);
  });
});
