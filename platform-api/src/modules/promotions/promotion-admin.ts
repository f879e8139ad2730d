import type { PromotionAudience, PromotionKind } from 'shared-contracts/engagement';
import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import { sanitizeRichText } from '../../infra/sanitize';
import type { Merchant } from '../merchants';
import type { MembersService } from '../members';
import { whoOf, type OperatorService, type OpsActor, type OpsDecision } from '../operator';
import type { RewardsService } from '../rewards';
import type { ActivityFields, ActivityRepository, ActivityRow } from './activity-repository';
import type { ApplicationRepository, ApplicationRow, ApplicationStatus, ImageInfo } from './application-repository';
import { promotionsError } from './errors';
import { applicationKey } from './promotion-views';
import { newSeed } from './raffle-draw';
import type { RaffleRepository } from './raffle-repository';

export interface AdminDeps {
  db: Db;
  rewards: Pick<RewardsService, 'grant'>;
  members: Pick<MembersService, 'usernames'>;
  operator: Pick<OperatorService, 'audit'>;
  activities: ActivityRepository;
  applications: ApplicationRepository;
  raffles: RaffleRepository;
  now: () => Date;
}

/** What the operator sends to create or replace an activity (times ISO-8601; rules HTML, sanitised here). */
export interface ActivityInput {
  title: string;
  bannerUrl: string;
  rules: string;
  audience: PromotionAudience;
  startsAt: string;
  endsAt: string;
  rewardAmount: number;
  turnoverMultiple: number;
  /** RAFFLE: how many entrants win (required); ignored for APPLY. */
  winners?: number;
  enabled?: boolean;
  sort?: number;
}

export type Decision = OpsDecision;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The image's URL for the operator (same key header as the list). */
const imageUrl = (applicationId: number, ordinal: number) =>
  `/ops/promotions/applications/${applicationId}/images/${ordinal}`;

/** The operator's side of promotions: activities (create, replace, list) and the review of applications. */
export function createPromotionAdmin(deps: AdminDeps) {
  const { db, rewards, members, operator, activities, applications, raffles, now } = deps;

  const fieldsOf = (kind: PromotionKind, input: ActivityInput): ActivityFields => {
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    if (Number.isNaN(startsAt.getTime())) throw invalidField('startsAt', 'not a date-time');
    if (Number.isNaN(endsAt.getTime())) throw invalidField('endsAt', 'not a date-time');
    if (endsAt <= startsAt) throw invalidField('endsAt', 'endsAt must be after startsAt');
    if (kind === 'RAFFLE' && !input.winners) throw invalidField('winners', 'a raffle needs its number of winners');
    return {
      title: input.title.trim(),
      bannerUrl: input.bannerUrl.trim(),
      rules: sanitizeRichText(input.rules),
      audience: input.audience,
      startsAt,
      endsAt,
      rewardAmount: input.rewardAmount,
      turnoverMultiple: input.turnoverMultiple,
      winners: kind === 'RAFFLE' ? input.winners! : null,
      enabled: input.enabled ?? true,
      sort: input.sort ?? 0,
    };
  };

  /** An activity as the operator sees it: everything, with the raffle's entries and draw (the seed once drawn). */
  const activityViews = async (rows: readonly ActivityRow[]) => {
    const raffleIds = rows.filter((a) => a.kind === 'RAFFLE').map((a) => a.id);
    const [counts, draws] = await Promise.all([raffles.counts(raffleIds), raffles.draws(raffleIds)]);
    return rows.map(({ drawSeed: _secret, merchantId: _m, ...a }) => {
      const draw = draws.get(a.id);
      return {
        ...a,
        startsAt: a.startsAt.toISOString(),
        endsAt: a.endsAt.toISOString(),
        createdAt: a.createdAt.toISOString(),
        updatedAt: a.updatedAt.toISOString(),
        entries: a.kind === 'RAFFLE' ? (counts.get(a.id) ?? 0) : null,
        draw: draw
          ? {
              drawnAt: draw.drawnAt.toISOString(),
              seed: draw.seed,
              entriesHash: draw.entriesHash,
              winnerIds: draw.winnerIds,
            }
          : null,
      };
    });
  };

  const applicationViews = async (merchant: Merchant, rows: readonly ApplicationRow[]) => {
    const ids = rows.map((a) => a.id);
    const activityIds = [...new Set(rows.map((a) => a.activityId))];
    const [images, usernames, titles] = await Promise.all([
      applications.imagesOf(ids),
      members.usernames(merchant.id, [...new Set(rows.map((a) => a.memberId))]),
      Promise.all(activityIds.map((id) => activities.find(merchant.id, id))).then(
        (list) => new Map(list.flatMap((a) => (a ? [[a.id, a.title] as const] : []))),
      ),
    ]);
    return rows.map((a) => ({
      id: a.id,
      activityId: a.activityId,
      activityTitle: titles.get(a.activityId) ?? '',
      username: usernames.get(a.memberId) ?? '',
      comment: a.comment,
      status: a.status,
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
      decidedAt: iso(a.decidedAt),
      decidedBy: a.decidedBy,
      images: (images.get(a.id) ?? []).map((i: ImageInfo) => ({ ...i, url: imageUrl(a.id, i.ordinal) })),
    }));
  };

  const audit = (
    merchant: Merchant,
    actor: OpsActor,
    action: string,
    subject: string,
    id: number,
    before: unknown,
    after: unknown,
    tx: Db,
  ) =>
    operator.audit(
      { ...whoOf(actor), merchantId: merchant.id, action, subjectType: subject, subjectId: String(id), before, after },
      tx,
    );

  return {
    async listActivities(merchant: Merchant) {
      return activityViews(await activities.all(merchant.id));
    },

    /** Creates an activity; a RAFFLE gets its secret seed and public commitment now. */
    async createActivity(merchant: Merchant, kind: PromotionKind, input: ActivityInput, actor: string) {
      const fields = fieldsOf(kind, input);
      const seed = kind === 'RAFFLE' ? newSeed() : null;
      const row = await db.transaction(async (tx) => {
        const created = await activities.insert(
          {
            ...fields,
            merchantId: merchant.id,
            kind,
            drawSeed: seed?.seed ?? null,
            drawCommitment: seed?.commitment ?? null,
          },
          tx,
        );
        await audit(merchant, actor, 'promotion.create', 'promotion', created.id, null, { kind, ...fields }, tx);
        return created;
      });
      return (await activityViews([row]))[0]!;
    },

    /** Replaces an activity's fields (not its kind); a drawn raffle's period, winners and reward are final. */
    async updateActivity(merchant: Merchant, id: number, input: ActivityInput, actor: string) {
      const before = await activities.find(merchant.id, id);
      if (!before) throw promotionsError('PROMOTION_NOT_FOUND');
      const fields = fieldsOf(before.kind, input);
      if (before.kind === 'RAFFLE' && (await raffles.draws([id])).has(id)) {
        const changed =
          fields.startsAt.getTime() !== before.startsAt.getTime() ||
          fields.endsAt.getTime() !== before.endsAt.getTime() ||
          fields.winners !== before.winners ||
          fields.rewardAmount !== before.rewardAmount ||
          fields.turnoverMultiple !== before.turnoverMultiple;
        if (changed) throw invalidField('endsAt', 'this raffle was drawn: its period, winners and reward are final');
      }
      const row = await db.transaction(async (tx) => {
        const updated = await activities.update(merchant.id, id, fields, now(), tx);
        if (!updated) throw promotionsError('PROMOTION_NOT_FOUND');
        const { drawSeed: _s, ...was } = before;
        await audit(merchant, actor, 'promotion.update', 'promotion', id, was, fields, tx);
        return updated;
      });
      return (await activityViews([row]))[0]!;
    },

    async listApplications(merchant: Merchant, q: { status?: ApplicationStatus; activityId?: number; limit?: number }) {
      const rows = await applications.list(merchant.id, {
        status: q.status ?? 'APPLYING',
        activityId: q.activityId ?? null,
        limit: q.limit ?? 100,
      });
      return applicationViews(merchant, rows);
    },

    image: (merchant: Merchant, applicationId: number, ordinal: number) =>
      applications.image(merchant.id, applicationId, ordinal),

    /**
     * Approves (the reward `application:<id>` is granted in the same transaction) or rejects (with the reason
     * the member sees) an APPLYING application, under its row lock: a second or racing decision is
     * PROMOTION_APPLICATION_DECIDED and grants nothing.
     */
    async decide(merchant: Merchant, id: number, d: Decision, actor: OpsActor) {
      const row = await db.transaction(async (tx) => {
        const application = await applications.lock(tx, merchant.id, id);
        if (!application) throw promotionsError('PROMOTION_APPLICATION_NOT_FOUND');
        if (application.status !== 'APPLYING') throw promotionsError('PROMOTION_APPLICATION_DECIDED');
        const activity = (await activities.find(merchant.id, application.activityId, tx))!;
        const status = d.action === 'approve' ? 'APPROVED' : 'REJECTED';
        const reason = d.action === 'reject' ? d.reason : null;
        const decided = await applications.decide(tx, id, { status, reason, actor: whoOf(actor).actor, at: now() });
        const reward =
          d.action === 'approve'
            ? await rewards.grant(
                {
                  merchantId: merchant.id,
                  memberId: application.memberId,
                  source: 'PROMOTION',
                  sourceKey: applicationKey(id),
                  title: activity.title,
                  amount: activity.rewardAmount,
                  turnoverMultiple: activity.turnoverMultiple,
                },
                tx,
              )
            : null;
        await audit(
          merchant,
          actor,
          `promotion_application.${d.action}`,
          'promotion_application',
          id,
          { status: application.status },
          { status, reason, rewardId: reward?.id ?? null },
          tx,
        );
        return decided;
      });
      return (await applicationViews(merchant, [row]))[0]!;
    },
  };
}
