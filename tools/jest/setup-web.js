// jsdom lacks a few Web APIs that browsers (and our libraries) have: take them from Node.
const { TextEncoder, TextDecoder } = require('node:util');
const { webcrypto } = require('node:crypto');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (!globalThis.crypto || !globalThis.crypto.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}
