import { dirname } from 'node:path';

// app.inject runs light-my-request, which requires `cookie` 2 — an ESM-only package that jest's
// CommonJS sandbox cannot load (the root jest config transforms only ky and typebox). The API tests
// never send request cookies, the only use of that import, so its one function is replaced here.
// doMock (not hoisted) because the path is computed; light-my-request loads at the first inject.
const cookiePath = require.resolve('cookie', { paths: [dirname(require.resolve('light-my-request'))] });
jest.doMock(cookiePath, () => ({
  stringifySetCookie: (c: { name: string; value: string }) => `${c.name}=${encodeURIComponent(c.value)}`,
}));
