import type { RequestOf } from 'shared-contracts';
import { agencyApi } from 'shared-contracts/agency';
import { useCall } from 'shared-ui';

/** Contract payouts received and paid per type in a day range (`/wps/agent/income`). */
export function useIncome(query: RequestOf<typeof agencyApi.getIncome>) {
  return useCall(agencyApi.getIncome, query);
}
