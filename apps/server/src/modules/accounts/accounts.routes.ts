import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountRoutes as c, messageText, MSG } from '@leadhouse/domain';
import type { Db } from '../../db/client.js';
import { route } from '../../plugins/route.js';
import { accountLeadTotals } from '../analytics/index.js';
import {
  accountDetail,
  activateAccount,
  createAccount,
  listAccounts,
  updateAccount,
} from './accounts.service.js';
import { postMovement, requestHash, requireIdempotencyKey, reverseTransaction } from './ledger.service.js';
import { listPlanTypes, renewSubscription, savePlanType, subscribeToType } from './plans.service.js';
import { accountsAnalytics, type LeadTotalsFn } from './stats.service.js';

/** What the accounts routes need: the database, the reporting time zone and the lead totals of analytics. */
export interface AccountsDeps {
  db: Db;
  /** IANA zone of reporting days (config `timeZone`, env TZ); default UTC. */
  timeZone?: string;
  /** Leads / FTDs / deposits per account; default the analytics module's `accountLeadTotals`. */
  leadTotals?: LeadTotalsFn;
}

/**
 * The idempotency of a money call on the contract `routeId`: its key (the `Idempotency-Key` header, else
 * the body's `idempotencyKey`) and the hash of its body, which a retry with the same key must repeat.
 * @throws AppError VALIDATION when the key is missing or malformed (`requireIdempotencyKey`).
 */
const idempotency = (routeId: string, request: FastifyRequest, body: { idempotencyKey?: string }) => ({
  idempotencyKey: requireIdempotencyKey(request.headers['idempotency-key'], body.idempotencyKey),
  requestHash: requestHash(routeId, body),
});

/** A money call's answer: 201 and `recorded` when it recorded a transaction, 200 for a retry (`moneyReplayed`). */
const moneyAnswer = (reply: FastifyReply, out: { created: boolean }, recorded: string) =>
  reply
    .status(out.created ? 201 : 200)
    .send({ message: messageText(out.created ? recorded : MSG.messages.moneyReplayed), ...out });

/** Account CRUD (spec §7 "Accounts and hosting"). */
function accountRecordRoutes(app: FastifyInstance, db: Db): void {
  route(app, c.list, ({ query }) => listAccounts(db, query));
  route(app, c.create, async ({ actor, body, reply }) =>
    reply.status(201).send({
      message: messageText(MSG.messages.accountCreated),
      account: await createAccount(db, actor, body),
    }),
  );
  route(app, c.update, async ({ body }) => ({
    message: messageText(MSG.messages.accountSaved),
    account: await updateAccount(db, body),
  }));
  route(app, c.detail, ({ params }) => accountDetail(db, params.id));
}

/**
 * Money movements (spec §7; amounts in integer minor units): funds and refunds, spend items and
 * reversals. Each needs an idempotency key (header or body) and answers 201 when it records a
 * transaction, 200 for a retry with the same key.
 */
function ledgerRoutes(app: FastifyInstance, db: Db, timeZone: string): void {
  route(app, c.funds, async ({ actor, body, request, reply }) => {
    const out = await postMovement(
      db,
      {
        accountId: body.accountId,
        kind: body.kind,
        amount: body.kind === 'refund' ? -body.funds : body.funds,
        counterBook: 'funding',
        description: body.description ?? null,
        ...idempotency(c.funds.id, request, body),
        actorId: actor.id,
      },
      timeZone,
    );
    return moneyAnswer(reply, out, MSG.messages.fundsAdded);
  });
  route(app, c.addItem, async ({ actor, body, request, reply }) => {
    const out = await postMovement(
      db,
      {
        accountId: body.accountId,
        kind: 'spend',
        amount: -body.amount,
        counterBook: 'spend',
        description: body.description,
        campaignId: body.campaignId ?? null,
        occurredOn: body.date,
        ...idempotency(c.addItem.id, request, body),
        actorId: actor.id,
      },
      timeZone,
    );
    return moneyAnswer(reply, out, MSG.messages.spendAdded);
  });
  route(app, c.reverse, async ({ actor, body, request, reply }) => {
    const out = await reverseTransaction(db, {
      transactionId: body.transactionId,
      reason: body.reason,
      ...idempotency(c.reverse.id, request, body),
      actorId: actor.id,
    });
    return moneyAnswer(reply, out, MSG.messages.reversalDone);
  });
}

/** Plan types and subscriptions (spec §7): subscribing and renewing charge the account, idempotently. */
function planRoutes(app: FastifyInstance, db: Db, timeZone: string): void {
  route(app, c.types, () => listPlanTypes(db));
  route(app, c.activateType, ({ actor, body }) => savePlanType(db, actor, body));
  route(app, c.subscribeToType, ({ actor, body, request }) =>
    subscribeToType(
      db,
      actor,
      {
        accountId: body.accountId,
        ...idempotency(c.subscribeToType.id, request, body),
        timeZone,
      },
      body.type,
    ),
  );
  route(app, c.subscribe, ({ actor, body, request }) =>
    renewSubscription(db, actor, {
      accountId: body.accountId,
      ...idempotency(c.subscribe.id, request, body),
      timeZone,
    }),
  );
}

/**
 * Accounts (spec §7 "Accounts and hosting"), registered from the contracts `accountRoutes`. Money calls
 * answer 201 when they record a transaction and 200 for a retry with the same idempotency key.
 */
export async function accountsRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const { db } = deps;
  const timeZone = deps.timeZone ?? 'UTC';
  accountRecordRoutes(app, db);
  ledgerRoutes(app, db, timeZone);
  route(app, c.activate, ({ actor, body }) => activateAccount(db, actor, body));
  planRoutes(app, db, timeZone);
  route(app, c.analytics, ({ body }) =>
    accountsAnalytics(db, body, timeZone, deps.leadTotals ?? accountLeadTotals),
  );
}
