import path from 'node:path';
import * as real from '../../index';

const STUB = path.resolve(__dirname, '../../../../tools/mf-build/typebox-browser.js');

/** shared-contracts as the browser builds get it: `typebox` aliased to the placeholder stub. */
function browserContracts(): typeof real {
  let mod!: typeof real;
  jest.isolateModules(() => {
    jest.doMock('typebox', () => jest.requireActual(STUB));
    mod = jest.requireActual('../../index');
  });
  return mod;
}

const shape = (e: { method: string; path: string; auth: boolean; encrypted: boolean; multipart?: boolean }) => ({
  method: e.method,
  path: e.path,
  auth: e.auth,
  encrypted: e.encrypted,
  multipart: e.multipart ?? false,
});

const API_GROUPS = Object.keys(real).filter((k) => k.endsWith('Api')) as (keyof typeof real)[];

describe('shared-contracts in the browser (typebox aliased to tools/mf-build/typebox-browser.js)', () => {
  const browser = browserContracts();

  it('loads, and every endpoint keeps the method, path and flags the client reads', () => {
    expect(API_GROUPS.length).toBeGreaterThan(5);
    // The stub is in effect: schemas are placeholders.
    expect(browser.VendorSchema).toEqual({});
    expect(real.VendorSchema).not.toEqual({});
    for (const group of API_GROUPS) {
      const endpoints = Object.entries(real[group] as object).filter(
        ([, e]) => e && typeof e === 'object' && 'path' in e,
      );
      for (const [name, e] of endpoints) {
        const b = (browser[group] as Record<string, Parameters<typeof shape>[0]>)[name];
        expect([group, name, shape(b!)]).toEqual([group, name, shape(e)]);
      }
    }
  });

  it('keeps the constants and pure logic the browser uses', () => {
    expect(browser.GAME_CATEGORIES).toEqual(real.GAME_CATEGORIES);
    expect(browser.THEME_TOKENS).toEqual(real.THEME_TOKENS);
    expect(browser.ROUTES).toEqual(real.ROUTES);
  });
});
