import { permissionsOf } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { readKeyFile, writeKeyFile } from '../../infra/crypto/key-file';
import { createOperatorTokensRepository } from './operator-tokens-repository';
import { createOperatorsRepository } from './operators-repository';

/**
 * Development only (`npm start` outside production): an API token of `username` (the demo owner) in `file`, for the
 * operator CLI on this machine. A token still live is kept; otherwise (none yet, revoked, expired, another database)
 * a new one is made with every permission of the operator's role for 30 days. Answers the file, or null when the
 * operator does not exist.
 */
export async function ensureDevToken(db: Db, username: string, file: string): Promise<string | null> {
  const tokens = createOperatorTokensRepository(db);
  const existing = readKeyFile(file);
  if (existing && (await tokens.use(existing))) return file;
  const o = await createOperatorsRepository(db).findByUsername(username);
  if (!o || o.disabled) return null;
  const made = await tokens.create({
    operatorId: o.id,
    name: 'npm start (development CLI)',
    scopes: permissionsOf(o.role),
    days: 30,
  });
  writeKeyFile(file, made.token);
  return file;
}
