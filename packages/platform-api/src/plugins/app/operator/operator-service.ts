import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import type { Db } from '../../external/db';
import { HttpError, merchantNotFound } from '../errors/http-error';
import { createMerchantRepository } from '../merchants/merchant-repository';
import { createRemoteRepository, type MerchantRemote } from '../remotes/remote-repository';

/** What `operator show` and GET /ops/merchants/:code print (never the private key). */
export interface MerchantSummary {
  code: string;
  name: string;
  maintenance: boolean;
  regionRestriction: boolean;
  remotes: MerchantRemote[];
}

/** Accepts `mf-games` or `mf_games`; null for anything else. */
export function parseRemoteName(name: string): RemoteName | null {
  const n = name.trim().toLowerCase().replace(/-/g, '_');
  return (REMOTE_NAMES as readonly string[]).includes(n) ? (n as RemoteName) : null;
}

/** Operator actions on a merchant, shared by the /ops routes and the offline CLI. */
export function createOperatorService(db: Db) {
  const merchants = createMerchantRepository(db);
  const remotes = createRemoteRepository(db);

  async function show(code: string): Promise<MerchantSummary> {
    const m = await merchants.findByCode(code);
    if (!m) throw merchantNotFound();
    return {
      code: m.code,
      name: m.name,
      maintenance: m.maintenance,
      regionRestriction: m.regionRestriction,
      remotes: await remotes.listByMerchant(m.id),
    };
  }

  return {
    show,
    /** Enables or disables one remote of a merchant. */
    async setRemote(code: string, remote: string, enabled: boolean): Promise<MerchantSummary> {
      const name = parseRemoteName(remote);
      if (!name)
        throw new HttpError(400, 'VALIDATION', `Unknown remote ${remote}: use one of ${REMOTE_NAMES.join(', ')}`);
      const m = await merchants.findByCode(code);
      if (!m) throw merchantNotFound();
      if (!(await remotes.setEnabled(m.id, name, enabled)))
        throw new HttpError(404, 'NOT_FOUND', `${code} has no remote ${name}`);
      return show(code);
    },
    /** Turns maintenance or region restriction on or off. */
    async setFlag(code: string, flag: 'maintenance' | 'region_restriction', on: boolean): Promise<MerchantSummary> {
      if (!(await merchants.setFlag(code, flag, on))) throw merchantNotFound();
      return show(code);
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
