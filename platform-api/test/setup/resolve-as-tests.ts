import Module from 'node:module';

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };

/**
 * Resolves modules in jest's globalSetup as the test files do: jest applies a project's `moduleNameMapper` to test
 * files only, so `shared-contracts` would otherwise resolve to its build (absent on a fresh clone). Returns the
 * undo. jest's transformer compiles the TypeScript required meanwhile.
 */
export function resolveAsTests(mapper: ReadonlyArray<readonly [string, string | string[]]>): () => void {
  const rules = mapper.map(
    ([pattern, target]) => [new RegExp(pattern), Array.isArray(target) ? target[0]! : target] as const,
  );
  const original = loader._resolveFilename;
  loader._resolveFilename = function (request, ...rest) {
    for (const [pattern, target] of rules) {
      if (pattern.test(request)) return original.call(this, request.replace(pattern, target), ...rest);
    }
    return original.call(this, request, ...rest);
  };
  return () => {
    loader._resolveFilename = original;
  };
}
