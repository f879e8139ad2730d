import type { FastifyInstance } from 'fastify';
import { ID_IMAGE_MAX_BYTES, registerApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';

/** POST /wps/member/upload/id: the ID photos (multipart, token, real accounts): at most 3 files of 5,242,880 bytes. */
export default async function idUploadRoutes(app: FastifyInstance): Promise<void> {
  const { idVerification } = app;

  registerEndpoint(
    app,
    registerApi.uploadIdImages,
    ({ request, files }) => idVerification.upload(request.auth!.memberId, files),
    { realAccount: true, multipartLimits: { fileSize: ID_IMAGE_MAX_BYTES, files: 3 } },
  );
}
