import type { FastifyInstance } from 'fastify';
import { paymentsApi, RECEIPT_MAX_BYTES } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';
import { memberRateLimitHook } from '../../../../../infra/rate-limit/rate-limit-hook';

/**
 * The member's deposits (token, real accounts: a trial gets TRIAL_FORBIDDEN): create one through a
 * gateway or by bank transfer with its receipt (multipart, one file of at most 5,242,880 bytes), list
 * them, read one.
 */
export default async function depositRoutes(app: FastifyInstance): Promise<void> {
  const { payments, config } = app;
  // One bucket for both kinds: a member opening deposits in a loop is refused with 429 RATE_LIMITED.
  const perMember = [memberRateLimitHook('deposit', () => config.auth.depositRateLimit)];

  registerEndpoint(
    app,
    paymentsApi.createGatewayDeposit,
    ({ input, request, merchant }) =>
      payments.createGateway(merchant, request.auth!.memberId, input, `${request.protocol}://${request.host}`),
    { realAccount: true, afterAuth: perMember },
  );

  registerEndpoint(
    app,
    paymentsApi.createBankTransferDeposit,
    ({ input, files, request, merchant }) =>
      payments.createBankTransfer(merchant, request.auth!.memberId, input, files.receipt),
    { realAccount: true, afterAuth: perMember, multipartLimits: { fileSize: RECEIPT_MAX_BYTES, files: 1 } },
  );

  registerEndpoint(
    app,
    paymentsApi.listDeposits,
    ({ input, request }) => payments.list(request.auth!.memberId, input),
    { realAccount: true },
  );

  registerEndpoint(
    app,
    paymentsApi.getDeposit,
    ({ input, request, merchant }) => payments.get(merchant, request.auth!.memberId, input.id),
    { realAccount: true },
  );
}
