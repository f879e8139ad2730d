import type { FastifyInstance } from 'fastify';

/** Publishing and listing releases; registering `npm start`'s builds (ADR 0012 §1–3, §8). Built by the publish slice. */
export function createReleasesService(_app: FastifyInstance) {
  return {};
}
export type ReleasesService = ReturnType<typeof createReleasesService>;
