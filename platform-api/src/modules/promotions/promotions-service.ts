import {
  PROMOTION_CLOSED_LISTED_DAYS,
  PROMOTION_IMAGE_FIELDS,
  type Promotion,
  type promotionsApi,
} from 'shared-contracts/engagement';
import type { RequestOf, ResponseOf } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { checkImage } from '../../infra/http/image-type';
import type { UploadedFile } from '../../infra/http/multipart';
import { plainText } from '../../infra/sanitize';
import type { Merchant } from '../merchants';
import type { MembersService } from '../members';
import type { OperatorService } from '../operator';
import type { RewardsService } from '../rewards';
import { createActivityRepository, type ActivityRow } from './activity-repository';
import { createApplicationRepository, type NewImage } from './application-repository';
import { promotionsError } from './errors';
import { createApplicationDeskRepository } from './application-desk-repository';
import { createPromotionAdmin } from './promotion-admin';
import { inAudience, phaseOf, promotionViews, raffleKey, type Viewer } from './promotion-views';
import { drawWinners, entriesHash } from './raffle-draw';
import { createRaffleRepository } from './raffle-repository';

export interface PromotionsDeps {
  db: Db;
  rewards: Pick<RewardsService, 'grant' | 'byKeys'>;
  members: Pick<MembersService, 'registeredAt' | 'usernames'>;
  operator: Pick<OperatorService, 'audit'>;
  now: () => Date;
}

/** The caller of a member endpoint: its session's member and type. */
export interface Caller {
  memberId: number;
  type: number;
}

const DAY_MS = 86_400_000;
/** Raffles drawn per run at most (the next run takes the rest). */
const DRAWS_PER_RUN = 20;

/** The images of an application, in field order: each at most 5,242,880 bytes, then JPEG or PNG by its bytes. */
function imagesOf(files: Readonly<Record<string, UploadedFile>>): NewImage[] {
  return PROMOTION_IMAGE_FIELDS.flatMap((field) => {
    const file = files[field];
    if (!file) return [];
    const image = checkImage(file, {
      tooLarge: () => promotionsError('PROMOTION_IMAGE_TOO_LARGE', { field }),
      badType: () => promotionsError('PROMOTION_IMAGE_TYPE', { field }),
    });
    return [{ ...image, filename: file.filename || null }];
  });
}

/**
 * Promotions (issue 14): the members' activities page, applying (comment and images) and joining raffles, the
 * raffle draw (`drawDue`, the job's), and the operator's activities and review (`admin`).
 */
export function createPromotionsService(deps: PromotionsDeps) {
  const { db, rewards, members, now } = deps;
  const activities = createActivityRepository(db);
  const applications = createApplicationRepository(db);
  const raffles = createRaffleRepository(db);
  const viewDeps = { applications, raffles, rewards };

  const viewerOf = async (caller: Caller | null): Promise<Viewer | null> =>
    caller ? { ...caller, registeredAt: await members.registeredAt(caller.memberId) } : null;

  const viewOne = async (activity: ActivityRow, caller: Caller): Promise<Promotion> =>
    (await promotionViews(viewDeps, [activity], await viewerOf(caller), now()))[0]!;

  /** The enabled activity of the merchant, of `kind`, open now to the caller; else the code that says why not. */
  const openActivity = async (merchant: Merchant, caller: Caller, id: number, kind: ActivityRow['kind']) => {
    const activity = await activities.find(merchant.id, id);
    if (!activity || !activity.enabled) throw promotionsError('PROMOTION_NOT_FOUND', { field: 'activityId' });
    if (activity.kind !== kind) throw promotionsError('PROMOTION_KIND', { field: 'activityId' });
    const at = now();
    const viewer = (await viewerOf(caller))!;
    if (!inAudience(activity.audience, viewer, at)) throw promotionsError('PROMOTION_AUDIENCE');
    checkPeriod(activity, at);
    return activity;
  };

  const checkPeriod = (activity: ActivityRow, at: Date) => {
    const phase = phaseOf(activity, at);
    if (phase === 'COMING_SOON') throw promotionsError('PROMOTION_NOT_STARTED');
    if (phase === 'CLOSED') throw promotionsError('PROMOTION_ENDED');
  };

  /** Draws one raffle (see drawDue); the number of winners, or null when it was not this call's to draw. */
  const drawOne = (id: number, at: Date): Promise<number | null> =>
    db.transaction(async (tx) => {
      const a = await activities.lockForDraw(tx, id, at);
      if (!a) return null;
      const entrants = await raffles.entrants(tx, id);
      const winnerIds = drawWinners(a.drawSeed!, entrants, a.winners!);
      const recorded = await raffles.insertDraw(tx, {
        activityId: id,
        drawnAt: at,
        entries: entrants.length,
        entriesHash: entriesHash(entrants),
        seed: a.drawSeed!,
        winnerIds,
      });
      if (!recorded) return null;
      await raffles.markWinners(tx, id, winnerIds);
      for (const memberId of winnerIds)
        await rewards.grant(
          {
            merchantId: a.merchantId,
            memberId,
            source: 'PROMOTION',
            sourceKey: raffleKey(id),
            title: a.title,
            amount: a.rewardAmount,
            turnoverMultiple: a.turnoverMultiple,
          },
          tx,
        );
      return winnerIds.length;
    });

  return {
    /** GET /wps/promotions: running, coming and recently closed activities, with the caller's state when known. */
    async list(merchant: Merchant, caller: Caller | null): Promise<ResponseOf<typeof promotionsApi.listPromotions>> {
      const at = now();
      const rows = await activities.listed(merchant.id, new Date(at.getTime() - PROMOTION_CLOSED_LISTED_DAYS * DAY_MS));
      const list = await promotionViews(viewDeps, rows, await viewerOf(caller), at);
      return { list, serverTime: at.toISOString() };
    },

    /**
     * POST /wps/promotions/apply: the activity (exists, APPLY, audience, period), then the images, then the
     * application and its images in one transaction; a second application of the member is refused.
     */
    async apply(
      merchant: Merchant,
      caller: Caller,
      input: Omit<RequestOf<typeof promotionsApi.applyPromotion>, 'image1' | 'image2' | 'image3'>,
      files: Readonly<Record<string, UploadedFile>>,
    ): Promise<ResponseOf<typeof promotionsApi.applyPromotion>> {
      const activity = await openActivity(merchant, caller, input.activityId, 'APPLY');
      const comment = plainText(input.comment ?? '', 'comment', { multiline: true });
      const images = imagesOf(files);
      await db.transaction(async (tx) => {
        const id = await applications.insert(tx, {
          merchantId: merchant.id,
          activityId: activity.id,
          memberId: caller.memberId,
          comment,
          at: now(),
        });
        if (id === null) throw promotionsError('PROMOTION_ALREADY_APPLIED');
        await applications.saveImages(tx, id, images);
      });
      return { promotion: await viewOne(activity, caller) };
    },

    /**
     * POST /wps/promotions/raffle: enters the member while the raffle runs. The period is checked again under a
     * share lock on the activity, which the draw's lock waits for: an entry is in the draw or refused.
     */
    async joinRaffle(
      merchant: Merchant,
      caller: Caller,
      activityId: number,
    ): Promise<ResponseOf<typeof promotionsApi.joinRaffle>> {
      await openActivity(merchant, caller, activityId, 'RAFFLE');
      const activity = await db.transaction(async (tx) => {
        const locked = await activities.lockShared(tx, merchant.id, activityId);
        if (!locked) throw promotionsError('PROMOTION_NOT_FOUND', { field: 'activityId' });
        const at = now();
        checkPeriod(locked, at);
        if (!(await raffles.join(tx, activityId, caller.memberId, at)))
          throw promotionsError('PROMOTION_ALREADY_JOINED');
        return locked;
      });
      return { promotion: await viewOne(activity, caller) };
    },

    /**
     * The job's work: every enabled raffle that ended by `at` without a draw is drawn once — under its row lock
     * (SKIP LOCKED: another process drawing it is left alone) and the draw row's primary key — and each winner is
     * granted the reward `raffle:<id>` in the same transaction.
     */
    async drawDue(at: Date = now()): Promise<{ drawn: number; winners: number }> {
      let drawn = 0;
      let winners = 0;
      for (const id of await activities.dueRaffles(at, DRAWS_PER_RUN)) {
        const n = await drawOne(id, at);
        if (n === null) continue;
        drawn += 1;
        winners += n;
      }
      return { drawn, winners };
    },

    /** The operator's activities and review of applications (/ops/promotions). */
    admin: createPromotionAdmin({ ...deps, activities, applications, raffles }),
    /** The applications waiting for an operator, as the money desk's inbox reads them. */
    desk: createApplicationDeskRepository(deps.db),
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
