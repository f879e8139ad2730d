/**
 * jsdom has no TextEncoder/TextDecoder, which typebox (pulled in by 'shared-contracts') needs when it loads:
 * import this first in a `@jest-environment jsdom` test that imports from 'shared-contracts'.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
