import type { FastifyInstance } from 'fastify';
import { Envelope, ok, releasesApi, ReleaseSchema } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { auditActor, opsPermissions } from '../../../../operator';
import { readReleaseUpload } from '../../../release-upload';

/**
 * /ops/releases (ADR 0012 §2): the list of releases (`releases.read`) and publishing one (`releases.publish`: the
 * platform owner), a multipart request read by release-upload.ts and published all or nothing.
 */
export default async function releasesRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'releases.read', write: 'releases.publish' });

  registerEndpoint(app, releasesApi.listReleases, async ({ input }) => ({
    list: await app.releases.list(input.remote),
  }));

  app.post('/', { schema: { response: { 200: Envelope(ReleaseSchema) } } }, async (request) => {
    const upload = await readReleaseUpload(request);
    return ok(await app.releases.publish(upload, auditActor(request)));
  });
}
