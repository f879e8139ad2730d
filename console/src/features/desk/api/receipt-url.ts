import { type DeskItem } from 'shared-contracts';
import { opsUrl } from '../../../lib/ops-client';

/** The address of a bank-transfer deposit's receipt image (`GET /ops/deposits/:id/receipt`, never cached). */
export const receiptUrl = (item: DeskItem) =>
  opsUrl('/ops/deposits/:id/receipt', { id: item.id }, { merchant: item.merchant });
