import { api, paymentsApi } from 'shared-contracts';

/** Declares a bank transfer with its receipt image (multipart); it stays PENDING until the operator reviews it. */
export function createBankTransferDeposit(input: {
  methodCode: string;
  amount: number;
  requestId: string;
  payerName: string;
  receipt: File;
}) {
  return api.call(paymentsApi.createBankTransferDeposit, input);
}
