import type { FastifyInstance } from 'fastify';
import { PROOF_MAX_BYTES, withdrawalsApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/**
 * The member's withdrawals (token, real accounts: a trial gets TRIAL_FORBIDDEN): the withdraw page's
 * info, bank accounts, the fund password, requests (encrypted), the list and the confirmation with a
 * proof image (multipart, one file of at most 5,242,880 bytes).
 */
export default async function withdrawalRoutes(app: FastifyInstance): Promise<void> {
  const { withdrawals } = app;
  const real = { realAccount: true };

  registerEndpoint(
    app,
    withdrawalsApi.getWithdrawInfo,
    ({ request, merchant }) => withdrawals.info(merchant, request.auth!.memberId),
    real,
  );
  registerEndpoint(
    app,
    withdrawalsApi.listBankAccounts,
    ({ request, merchant }) => withdrawals.listAccounts(merchant, request.auth!.memberId),
    real,
  );
  registerEndpoint(
    app,
    withdrawalsApi.addBankAccount,
    ({ input, request, merchant }) => withdrawals.addAccount(merchant, request.auth!.memberId, input),
    real,
  );
  registerEndpoint(
    app,
    withdrawalsApi.deleteBankAccount,
    ({ input, request }) => withdrawals.deleteAccount(request.auth!.memberId, input.id),
    real,
  );
  registerEndpoint(
    app,
    withdrawalsApi.getFundPasswordStatus,
    ({ request }) => withdrawals.fundPasswordStatus(request.auth!.memberId),
    real,
  );
  registerEndpoint(
    app,
    withdrawalsApi.setFundPassword,
    ({ input, request, merchant }) => withdrawals.setFundPassword(merchant, request.auth!.memberId, input),
    real,
  );
  registerEndpoint(
    app,
    withdrawalsApi.createWithdrawal,
    ({ input, request, merchant }) => withdrawals.create(merchant, request.auth!.memberId, input),
    real,
  );
  registerEndpoint(
    app,
    withdrawalsApi.listWithdrawals,
    ({ input, request }) => withdrawals.list(request.auth!.memberId, input),
    real,
  );
  registerEndpoint(
    app,
    withdrawalsApi.confirmWithdrawal,
    ({ input, files, request, merchant }) => withdrawals.confirm(merchant, request.auth!.memberId, input, files.proof),
    { ...real, multipartLimits: { fileSize: PROOF_MAX_BYTES, files: 1 } },
  );
}
