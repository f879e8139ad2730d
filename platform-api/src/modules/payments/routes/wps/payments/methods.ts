import type { FastifyInstance } from 'fastify';
import { paymentsApi } from 'shared-contracts';
import { registerEndpoint } from '../../../../../infra/http/register-endpoint';

/** GET /wps/payments/methods: the merchant's deposit methods (token, real accounts). */
export default async function depositMethodRoutes(app: FastifyInstance): Promise<void> {
  const { payments } = app;
  registerEndpoint(app, paymentsApi.getDepositMethods, ({ merchant }) => payments.methods(merchant), {
    realAccount: true,
  });
}
