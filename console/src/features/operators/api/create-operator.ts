import { opsApi, type OperatorCreate } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Opens an operator account (`POST /ops/operators`). */
export const createOperator = (input: OperatorCreate) => opsCall(opsApi.createOperator, input);
