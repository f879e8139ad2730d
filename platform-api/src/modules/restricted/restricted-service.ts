import type { RestrictedPerson, RestrictedPersonInput, ResponseOf, restrictedOpsApi } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { notFound } from '../../infra/errors/common-errors';
import { paging } from '../../infra/paging';
import type { MembersService } from '../members';
import type { AuditEntry } from '../operator';
import { restrictedError } from './errors';
import { checkCsv } from './restricted-csv';
import { entryErrors, newEntry } from './restricted-entry';
import { idKey, isoBirthday, nameKey } from './restricted-normalise';
import { createRestrictedRepository, type RestrictedRule } from './restricted-repository';

export interface RestrictedDeps {
  db: Db;
  members: Pick<MembersService, 'identity'>;
  audit: (e: AuditEntry, tx?: Db) => Promise<unknown>;
}

/** Who someone says they are: a full name, a birthday (yyyy-MM-dd or dd-mm-yyyy), an ID type and number. */
export interface Claimed {
  fullName?: string | null;
  birthday?: string | null;
  idType?: number | null;
  idNumber?: string | null;
}

/** Where a listed person was refused, and who tried (a username; no other personal data goes to the audit log). */
export interface Attempt {
  at: 'register' | 'login' | 'kyc';
  username: string;
  ip?: string | null;
}

/**
 * The restricted-persons list (Philippines variant, SPEC §6): the operators' list per merchant and the check that
 * refuses a listed person at registration, at every login and at identity verification (RESTRICTED_PERSON).
 */
export function createRestrictedService({ db, members, audit }: RestrictedDeps) {
  const repo = createRestrictedRepository(db);

  /** The rule `who` matches on the merchant's list, or null. */
  const match = (merchantId: number, who: Claimed, tx?: Db): Promise<RestrictedRule | null> => {
    const key = { nameKey: nameKey(who.fullName), birthday: isoBirthday(who.birthday) };
    const id = { idType: who.idType ?? null, idKey: idKey(who.idNumber) };
    if (!(key.nameKey && key.birthday) && !(id.idType && id.idKey)) return Promise.resolve(null);
    return repo.match(merchantId, { ...key, ...id }, tx);
  };

  /** Refuses (RESTRICTED_PERSON) a listed person, with an audit entry naming the attempt and the rule matched. */
  async function refuseListed(merchantId: number, who: Claimed, attempt: Attempt, tx?: Db): Promise<void> {
    const rule = await match(merchantId, who, tx);
    if (!rule) return;
    await audit(
      {
        merchantId,
        actor: attempt.username,
        action: `restricted.refuse-${attempt.at}`,
        subjectType: 'member',
        subjectId: attempt.username,
        before: null,
        after: { rule, at: attempt.at },
        ip: attempt.ip ?? null,
      },
      tx,
    );
    throw restrictedError('RESTRICTED_PERSON');
  }

  return {
    refuseListed,

    /**
     * Refuses a member whose registered name + birthday or ID is on its merchant's list: the login gate (every
     * session opened) and the identity-document upload (`kyc`).
     */
    async refuseListedMember(memberId: number, at: Attempt['at'], tx?: Db): Promise<void> {
      const m = await members.identity(memberId, tx);
      if (m) await refuseListed(m.merchantId, m, { at, username: m.username }, tx);
    },

    /** GET /ops/restricted. */
    async list(
      merchantId: number,
      q: { q?: string; page?: number; pageSize?: number },
    ): Promise<ResponseOf<typeof restrictedOpsApi.listRestricted>> {
      const page = paging({ pageNo: q.page, pageSize: q.pageSize });
      const { rows, total } = await repo.page(merchantId, q.q?.trim() || null, page);
      return { list: rows, ...page.pages(total) };
    },

    /** Adds one person (RESTRICTED_ENTRY_INVALID with the problems as `detail`). */
    async add(merchantId: number, input: RestrictedPersonInput, addedBy: string, tx?: Db): Promise<RestrictedPerson> {
      const errors = entryErrors(input);
      if (errors.length > 0) throw restrictedError('RESTRICTED_ENTRY_INVALID', { detail: errors.join(', ') });
      return repo.insert(newEntry(merchantId, input, addedBy), tx);
    },

    /** Removes one person; NOT_FOUND when the merchant has no such row. */
    async remove(merchantId: number, id: number, tx?: Db): Promise<RestrictedPerson> {
      const row = await repo.remove(merchantId, id, tx);
      if (!row) throw notFound(`restricted person ${id}`);
      return row;
    },

    /** A CSV import: every row checked; unless `preview`, the accepted ones added. */
    async importCsv(
      merchantId: number,
      csv: string,
      preview: boolean,
      addedBy: string,
      tx?: Db,
    ): Promise<ResponseOf<typeof restrictedOpsApi.importRestricted>> {
      const checked = checkCsv(csv);
      if (preview) return { ...checked, imported: 0 };
      for (const row of checked.accepted) {
        const { line: _line, ...input } = row;
        await repo.insert(newEntry(merchantId, input, addedBy), tx);
      }
      return { ...checked, imported: checked.accepted.length };
    },
  };
}
export type RestrictedService = ReturnType<typeof createRestrictedService>;
