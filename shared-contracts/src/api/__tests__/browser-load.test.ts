/**
 * The browser builds alias `typebox` to tools/mf-build/typebox-browser.js, whose builders return empty placeholders
 * (docs/federation.md). A contract that reads a schema's structure while its module loads (`Schema.properties.x`)
 * works on the server and throws in every browser bundle, so the site and console fail to start. Loading the whole
 * package with the stand-in catches that here.
 */
jest.mock('typebox', () => jest.requireActual('../../../../tools/mf-build/typebox-browser.js'));

it('loads every contract with the browser’s TypeBox stand-in', () => {
  expect(() => jest.requireActual('../../index')).not.toThrow();
  const contracts = jest.requireActual('../../index');
  expect(contracts.reportsOpsApi.getGgr ?? contracts.reportsOpsApi).toBeTruthy();
});
