import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/**
 * A schema compiler that compiles a route's schema on the route's first use instead of at start: an API process
 * (or a test file, which builds an app and calls a handful of its ~250 routes) compiles only what it serves.
 * `compileEveryRoute` (test/ownership) compiles them all, so a broken schema still fails before a deployment.
 */
export function lazyCompiler<R, F extends (...args: never[]) => unknown>(compile: (route: R) => F): (route: R) => F {
  return (route) => {
    let compiled: F | null = null;
    return ((...args: Parameters<F>) => (compiled ??= compile(route))(...args)) as F;
  };
}

const defaultSerializers = SerializerSelector();

/** Fastify's own response serializer (fast-json-stringify), compiled lazily (Fastify's `compilersFactory`). */
export const lazySerializerFactory: typeof defaultSerializers = (externalSchemas, options) =>
  lazyCompiler(defaultSerializers(externalSchemas, options));
