import { releasesApi } from 'shared-contracts';
import { useOps } from '../lib/use-ops';

/** What the merchant runs of each remote and each running version's health over the last hour (`GET /ops/rollouts`). */
export const useRollouts = (merchant: string | undefined, minutes = 60) =>
  useOps(releasesApi.listRollouts, { merchant: merchant ?? '', minutes }, undefined, Boolean(merchant));
