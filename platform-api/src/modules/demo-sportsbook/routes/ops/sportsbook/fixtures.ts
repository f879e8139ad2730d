import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, sportsbookOpsApi } from 'shared-contracts';
import type { Static } from 'typebox';
import { auditActor, OpsId, opsPermissions } from '../../../../operator';
import type { DeskAudit } from '../../../sportsbook-service';

const { SportsbookScoreSchema, voidSportsbookFixture } = sportsbookOpsApi;
const VoidBody = voidSportsbookFixture.request;

/**
 * /ops/sportsbook/fixtures (issue 30; an operator session or API token, audited): the demo vendor's trading desk.
 * Fixtures are the vendor's, shared by every brand, so no merchant is named and the audit's merchant is null.
 * - `GET /ops/sportsbook/fixtures` (`merchants.read`): live and upcoming, then the last hour's finished and voided.
 * - `POST /ops/sportsbook/fixtures/:id/finish {homeScore, awayScore}` (`games.configure`): ends an upcoming or live
 *   match now; its bets settle at once. 409 FIXTURE_STATUS when it is over, 400 VALIDATION a tie where no draw exists.
 * - `POST /ops/sportsbook/fixtures/:id/correct {homeScore, awayScore}`: a finished match's corrected result; each bet it
 *   settled whose payout changes is resettled once (409 FIXTURE_STATUS when not finished).
 * - `POST /ops/sportsbook/fixtures/:id/void {reason}`: voids it; singles voided, parlays count it at 1.00.
 * Unknown fixture: 404 NOT_FOUND.
 */
export default async function sportsbookDeskRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'merchants.read', write: 'games.configure' });
  const { demoSportsbook, operator } = app;

  const audit =
    (request: FastifyRequest, action: string, reason: string | null): DeskAudit =>
    (tx, before, after) =>
      operator.audit(
        {
          merchantId: null,
          ...auditActor(request),
          action,
          subjectType: 'sportsbook_fixture',
          subjectId: String(after.id),
          before: { status: before.status, homeScore: before.homeScore, awayScore: before.awayScore },
          after: { status: after.status, homeScore: after.homeScore, awayScore: after.awayScore },
          ...(reason ? { reason } : {}),
        },
        tx,
      );

  app.get('/fixtures', async () =>
    ok({ list: await demoSportsbook.deskFixtures(), serverTime: new Date().toISOString() }),
  );

  app.post<{ Params: Static<typeof OpsId>; Body: Static<typeof SportsbookScoreSchema> }>(
    '/fixtures/:id/finish',
    { schema: { params: OpsId, body: SportsbookScoreSchema } },
    async (request) => {
      const { homeScore, awayScore } = request.body;
      const id = request.params.id;
      return ok(await demoSportsbook.finish(id, homeScore, awayScore, audit(request, 'sportsbook.finish', null)));
    },
  );

  app.post<{ Params: Static<typeof OpsId>; Body: Static<typeof SportsbookScoreSchema> }>(
    '/fixtures/:id/correct',
    { schema: { params: OpsId, body: SportsbookScoreSchema } },
    async (request) => {
      const { homeScore, awayScore } = request.body;
      const id = request.params.id;
      return ok(await demoSportsbook.correct(id, homeScore, awayScore, audit(request, 'sportsbook.correct', null)));
    },
  );

  app.post<{ Params: Static<typeof OpsId>; Body: Static<typeof VoidBody> }>(
    '/fixtures/:id/void',
    { schema: { params: OpsId, body: VoidBody } },
    async (request) => {
      const reason = request.body.reason.trim();
      return ok(await demoSportsbook.void(request.params.id, audit(request, 'sportsbook.void', reason)));
    },
  );
}
