import type { FastifyInstance } from 'fastify';
import { ID_IMAGE_MAX_BYTES, registerApi } from 'shared-contracts';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { uploadIdImages } from '../../../plugins/app/id-verification/id-upload-service';

/** POST /wps/member/upload/id: the ID photos (multipart, token, real accounts): at most 3 files of 5,242,880 bytes. */
export default async function idVerificationRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    registerApi.uploadIdImages,
    ({ request, files }) => uploadIdImages(app.platform, request.auth!.memberId, files),
    { realAccount: true, multipartLimits: { fileSize: ID_IMAGE_MAX_BYTES, files: 3 } },
  );
}
