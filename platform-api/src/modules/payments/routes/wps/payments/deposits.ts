import type { FastifyInstance } from 'fastify';
import { paymentsApi, RECEIPT_MAX_BYTES } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/**
 * The member's deposits (token, real accounts: a trial gets TRIAL_FORBIDDEN): create one through a
 * gateway or by bank transfer with its receipt (multipart, one file of at most 5,242,880 bytes), list
 * them, read one.
 */
export default async function depositRoutes(app: FastifyInstance): Promise<void> {
  const { payments } = app;

  registerEndpoint(
    app,
    paymentsApi.createGatewayDeposit,
    ({ input, request, merchant }) =>
      payments.createGateway(merchant, request.auth!.memberId, input, `${request.protocol}://${request.host}`),
    { realAccount: true },
  );

  registerEndpoint(
    app,
    paymentsApi.createBankTransferDeposit,
    ({ input, files, request, merchant }) =>
      payments.createBankTransfer(merchant, request.auth!.memberId, input, files.receipt),
    { realAccount: true, multipartLimits: { fileSize: RECEIPT_MAX_BYTES, files: 1 } },
  );

  registerEndpoint(
    app,
    paymentsApi.listDeposits,
    ({ input, request }) => payments.list(request.auth!.memberId, input),
    {
      realAccount: true,
    },
  );

  registerEndpoint(
    app,
    paymentsApi.getDeposit,
    ({ input, request, merchant }) => payments.get(merchant, request.auth!.memberId, input.id),
    { realAccount: true },
  );
}
