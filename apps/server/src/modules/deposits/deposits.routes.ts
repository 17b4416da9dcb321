import type { FastifyInstance } from 'fastify';
import { depositRoutes as c } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { reverseDeposit } from './deposits.reverse.js';
import { addDepositItem, idempotencyKeyOf, listLeadDeposits } from './deposits.service.js';

/**
 * Deposits (spec §7 `leads/addItem`), registered from the contracts `depositRoutes`: a new deposit answers
 * 201, a transaction id already on the lead 200 with the first deposit; a reversal answers 201.
 */
export async function depositsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  route(app, c.addItem, async ({ actor, body, request, reply }) => {
    const result = await addDepositItem(
      db,
      actor,
      body,
      idempotencyKeyOf(request.headers['idempotency-key']),
    );
    return reply.status(result.created ? 201 : 200).send(result);
  });
  route(app, c.ofLead, ({ actor, params }) => listLeadDeposits(db, actor, params.id));
  route(app, c.reverse, async ({ actor, params, body, reply }) =>
    reply.status(201).send(await reverseDeposit(db, actor, params.id, params.depositId, body)),
  );
}
