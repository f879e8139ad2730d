import type { FastifyInstance } from 'fastify';
import { ID_IMAGE_MAX_BYTES, registerApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../../infra/http/register-endpoint';

/**
 * POST /wps/member/upload/id: the ID photos (multipart, token, real accounts): at most 3 files of 5,242,880 bytes;
 * RESTRICTED_PERSON for a member on its merchant's restricted-persons list.
 */
export default async function idUploadRoutes(app: FastifyInstance): Promise<void> {
  const { idVerification, restricted } = app;

  registerEndpoint(
    app,
    registerApi.uploadIdImages,
    async ({ request, files }) => {
      // A person listed after signing in may not verify (nor keep playing: the next login is refused).
      await restricted.refuseListedMember(request.auth!.memberId, 'kyc');
      return idVerification.upload(request.auth!.memberId, files);
    },
    { realAccount: true, multipartLimits: { fileSize: ID_IMAGE_MAX_BYTES, files: 3 } },
  );
}
