import type { Contract, ContractStatus, ContractType } from 'shared-contracts/agency';
import type { Db } from '../../infra/db';
import { createContractRepository, type ContractRow } from './contract-repository';
import { agencyError } from './errors';

export interface ContractOpsDeps {
  db: Db;
  views: (merchantId: number, rows: readonly ContractRow[]) => Promise<Contract[]>;
  now: () => Date;
}

/**
 * What the operators' console does with contracts (issue 29): list a brand's, terminate one (by the platform), and
 * end the contracts a member holds when it moves to another upline. Ending never cascades (ADR 0008): the member's
 * own contracts to its downlines stay, paid from its wallet, until one side terminates them.
 */
export function createContractOps({ db, views, now }: ContractOpsDeps) {
  const contracts = createContractRepository(db);
  return {
    async page(
      merchantId: number,
      q: { memberId: number | null; type: ContractType | null; status: ContractStatus | null },
      page: { limit: number; offset: number },
    ) {
      const found = await contracts.page(merchantId, q, page);
      return { list: await views(merchantId, found.list), total: found.total };
    },

    /** The contract as it was and after the platform terminated it (OFFERED or ACTIVE; else CONTRACT_STATE). */
    async terminate(merchantId: number, id: number, tx: Db) {
      const before = await contracts.find(merchantId, id, tx, true);
      if (!before) throw agencyError('CONTRACT_NOT_FOUND');
      if (before.status !== 'OFFERED' && before.status !== 'ACTIVE') throw agencyError('CONTRACT_STATE');
      await contracts.end([id], 'TERMINATED', now(), null, tx);
      return { before, after: (await contracts.find(merchantId, id, tx))! };
    },

    /** Terminates the OFFERED and ACTIVE contracts the member holds (a move to another upline); answers their ids. */
    async endHeld(memberId: number, tx: Db): Promise<number[]> {
      const held = await contracts.heldOpen(memberId, tx);
      const ids = held.map((c) => c.id);
      await contracts.end(ids, 'TERMINATED', now(), null, tx);
      return ids;
    },
  };
}
export type ContractOps = ReturnType<typeof createContractOps>;
