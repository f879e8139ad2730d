import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, playersOpsApi as api } from 'shared-contracts';
import type { Static } from 'typebox';
import type { Db } from '../../../../../infra/db';
import { auditActor, OpsId, opsKit, opsPermissions } from '../../../../operator';
import type { Change } from '../../../player-actions';
import type { FoundPlayer } from '../../../player-reads';
import { playerScope } from '../../../player-scope';

type Params = { Params: Static<typeof OpsId>; Querystring: Static<typeof api.PlayerQuery> };
type Action = Params & { Body: Static<typeof api.PlayerActionSchema> };

/**
 * /ops/players/:id actions (`players.manage`; the message `messages.send`): each change and its audit entry (before,
 * after, the reason) in one transaction; the answer is the profile after it.
 */
export default async function playerActionRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { write: 'players.manage' });
  const { players } = app;
  const scope = playerScope(app);
  const { audited } = opsKit(app);
  const schema = (body: unknown) => ({ params: OpsId, querystring: api.PlayerQuery, body });

  /** Finds the player, runs `work` with its audit entry `action`, answers the profile. */
  async function act(
    request: FastifyRequest<Params>,
    action: string,
    reason: string,
    work: (p: FoundPlayer, tx: Db) => Promise<Change>,
  ) {
    const merchant = await scope(request, request.query.merchant);
    const p = await players.find(merchant, request.params.id);
    await audited(
      request,
      (tx) => work(p, tx),
      (c) => ({
        merchantId: p.merchant.id,
        action,
        subjectType: 'member',
        subjectId: String(p.member.id),
        ...c,
        reason: reason.trim(),
      }),
    );
    return ok(await players.profile(p.merchant, p.member.id));
  }

  app.post<Action>('/:id/lock', { schema: schema(api.PlayerActionSchema) }, (request) =>
    act(request, 'player.lock', request.body.reason, (p, tx) => players.actions.lock(p.member.id, tx)),
  );
  app.post<Action>('/:id/unlock', { schema: schema(api.PlayerActionSchema) }, (request) =>
    act(request, 'player.unlock', request.body.reason, (p, tx) => players.actions.unlock(p.member.id, tx)),
  );
  app.post<Action>('/:id/force-password-change', { schema: schema(api.PlayerActionSchema) }, (request) =>
    act(request, 'player.force-password-change', request.body.reason, (p, tx) =>
      players.actions.forcePasswordChange(p.member.id, p.member.mustChangePassword, tx),
    ),
  );
  app.post<Action>('/:id/reset-security-question', { schema: schema(api.PlayerActionSchema) }, (request) =>
    act(request, 'player.reset-security-question', request.body.reason, (p, tx) =>
      players.actions.resetSecurityQuestion(p.member.id, tx),
    ),
  );
  app.post<Params & { Body: Static<typeof api.lowerPlayerLimit.request> }>(
    '/:id/limits',
    { schema: schema(api.lowerPlayerLimit.request) },
    (request) =>
      act(request, 'player.limit-lower', request.body.reason, (p, tx) =>
        players.actions.lowerLimit(p.member.id, request.body.kind, request.body.value, tx),
      ),
  );

  app.post<Params & { Body: Static<typeof api.messagePlayer.request> }>(
    '/:id/message',
    { schema: schema(api.messagePlayer.request), config: { opsAccess: 'messages.send' } },
    async (request) => {
      const p = await players.find(await scope(request, request.query.merchant), request.params.id);
      const { title, content } = request.body;
      const sent = await audited(
        request,
        (tx) => players.actions.message(p.member.id, title.trim(), content, tx),
        (r) => ({
          merchantId: p.merchant.id,
          action: 'player.message',
          subjectType: 'member',
          subjectId: String(p.member.id),
          ...r.change,
        }),
      );
      return ok({ id: sent.id });
    },
  );

  app.post<Params & { Body: Static<typeof api.addPlayerNote.request> }>(
    '/:id/notes',
    { schema: schema(api.addPlayerNote.request) },
    async (request) => {
      const p = await players.find(await scope(request, request.query.merchant), request.params.id);
      const who = auditActor(request);
      const note = await audited(
        request,
        (tx) =>
          players.actions.addNote(
            { memberId: p.member.id, operatorId: who.operatorId, operator: who.actor, text: request.body.text.trim() },
            tx,
          ),
        (n) => ({
          merchantId: p.merchant.id,
          action: 'player.note',
          subjectType: 'member',
          subjectId: String(p.member.id),
          before: null,
          after: { noteId: n.id },
        }),
      );
      return ok({ ...note, createdAt: note.createdAt.toISOString() });
    },
  );
}
