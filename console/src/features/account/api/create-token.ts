import { opsApi, type OperatorTokenCreate } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Makes an API token for scripts and the CLI; the answer carries its secret, shown once (`POST /ops/tokens`). */
export const createToken = (input: OperatorTokenCreate) => opsCall(opsApi.createMyToken, input);
