import { opsApi } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The operator accounts within the admin's merchants (`GET /ops/operators`). */
export const useOperators = () => useOps(opsApi.listOperators, {});
