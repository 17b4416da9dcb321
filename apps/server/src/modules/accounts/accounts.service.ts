import {
  messageText,
  MSG,
  type Account,
  type AccountCreate,
  type AccountDetail,
  type AccountListResponse,
  type AccountUpdate,
  type Activation,
  type SortBy,
} from '@leadhouse/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/sql.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/auth.js';
import {
  accountById,
  accountSelect,
  pgError,
  toAccount,
  withLockedAccount,
  type AccountRecord,
} from './accounts.sql.js';
import { checkAccount, ledgerOf } from './ledger.service.js';

const SORTS = {
  stageName: sql`lower(a.stage_name)`,
  createdAt: sql`a.created_at`,
  funds: sql`b.balance`,
} as const;

/**
 * `GET /api/accounts` (spec §7, §9: page 1, limit 100): accounts whose stage name contains `keywords`
 * (case-insensitive), sorted by `sortBy` (stageName, createdAt, funds; default newest first), exact count.
 * @throws AppError VALIDATION for an unknown sort field.
 */
export async function listAccounts(
  db: Db,
  q: { page: number; limit: number; keywords?: string; sortBy?: SortBy },
): Promise<AccountListResponse> {
  const field = q.sortBy?.field ?? 'createdAt';
  if (!Object.hasOwn(SORTS, field)) {
    throw badRequest(MSG.problems.accountSortBy, [{ field: 'sortBy', message: 'Unknown sort field' }]);
  }
  const dir = (q.sortBy?.direction ?? -1) === 1 ? sql`ASC` : sql`DESC`;
  const like = q.keywords ? `%${q.keywords.replace(/[\\%_]/g, (c) => '\\' + c)}%` : null;
  const where = like ? sql`WHERE a.stage_name ILIKE ${like}` : sql``;
  const list = await queryRows<AccountRecord>(
    db,
    sql`${accountSelect} ${where} ORDER BY ${SORTS[field as keyof typeof SORTS]} ${dir} NULLS LAST, a.id
        LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  const [c] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM accounts a ${where}`);
  return { rows: list.map(toAccount), count: Number(c?.n ?? 0) };
}

function nameTaken(err: unknown): never {
  if (pgError(err).code === '23505') {
    throw conflict(MSG.problems.stageNameTaken, [
      { field: 'stageName', message: MSG.problems.stageNameTaken },
    ]);
  }
  if (pgError(err).code === '23503') {
    const field = pgError(err).constraint?.includes('api_key') ? 'apiKeyIds' : 'integrationId';
    throw badRequest(`Unknown ${field === 'apiKeyIds' ? 'API key' : 'integration'}`, [
      { field, message: 'Unknown id' },
    ]);
  }
  throw err;
}

/**
 * `POST /api/accounts {stageName}` (spec §7, §8 'Account created Successfully'): a new active account with a
 * zero balance row in its currency and an activation history entry.
 * @throws AppError CONFLICT (stage name taken, case-insensitive), VALIDATION (unknown integration).
 */
export async function createAccount(db: Db, actor: Actor, body: AccountCreate): Promise<Account> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [a] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO accounts (stage_name, currency, integration_id, created_by)
            VALUES (${body.stageName}, ${body.currency}, ${body.integrationId ?? null}, ${actor.id}) RETURNING id`,
      );
      await tx.execute(
        sql`INSERT INTO account_balances (account_id, currency, balance, overdraft_limit)
            VALUES (${a!.id}, ${body.currency}, 0, ${body.overdraftLimit})`,
      );
      await tx.execute(
        sql`INSERT INTO account_activations (account_id, active, reason, created_by)
            VALUES (${a!.id}, true, 'Created', ${actor.id})`,
      );
      return (await accountById(tx, a!.id))!;
    });
  } catch (err) {
    return nameTaken(err);
  }
}

/**
 * `PUT /api/accounts` (spec §4 save rule): changes the stage name, the overdraft limit (of the account's
 * currency) and the integration. Lowering the limit below a current negative balance is a 409.
 * @throws AppError NOT_FOUND, CONFLICT (name taken; limit below the balance), VALIDATION (integration).
 */
export async function updateAccount(db: Db, body: AccountUpdate): Promise<Account> {
  try {
    return await withLockedAccount(db, body.id, async (tx, current) => {
      await tx.execute(
        sql`UPDATE accounts SET stage_name = ${body.stageName ?? current.stageName},
              integration_id = ${body.integrationId === undefined ? current.integrationId : body.integrationId},
              updated_at = now()
            WHERE id = ${body.id}`,
      );
      if (body.apiKeyIds !== undefined) await linkKeys(tx, body.id, body.apiKeyIds);
      if (body.overdraftLimit !== undefined) {
        await tx.execute(
          sql`UPDATE account_balances SET overdraft_limit = ${body.overdraftLimit}
              WHERE account_id = ${body.id} AND currency = ${current.currency}`,
        );
      }
      return (await accountById(tx, body.id))!;
    });
  } catch (err) {
    if (pgError(err).code === '23514') {
      throw conflict(MSG.problems.overdraftBelowBalance, [
        { field: 'overdraftLimit', message: 'Lower than the current negative balance' },
      ]);
    }
    return nameTaken(err);
  }
}

/** Replaces the intake API keys linked to an account (a key moves from any other account). */
async function linkKeys(tx: Db, accountId: string, keyIds: string[]): Promise<void> {
  await tx.execute(sql`DELETE FROM account_api_keys WHERE account_id = ${accountId}`);
  for (const id of new Set(keyIds)) {
    await tx.execute(
      sql`INSERT INTO account_api_keys (api_key_id, account_id) VALUES (${id}, ${accountId})
          ON CONFLICT (api_key_id) DO UPDATE SET account_id = excluded.account_id`,
    );
  }
}

/**
 * `POST /api/accounts/activate` (spec §8 'Account activated/deactivated Successfully'): sets the active
 * flag and appends `{active, reason, who, when}` to the history (also when the flag does not change).
 * @throws AppError NOT_FOUND.
 */
export async function activateAccount(
  db: Db,
  actor: Actor,
  body: { id: string; active: boolean; reason: string },
): Promise<{ message: string; account: Account }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [a] = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE accounts SET active = ${body.active}, updated_at = now() WHERE id = ${body.id} RETURNING id`,
    );
    if (!a) throw notFound(MSG.problems.accountNotFound);
    await tx.execute(
      sql`INSERT INTO account_activations (account_id, active, reason, created_by)
          VALUES (${body.id}, ${body.active}, ${body.reason}, ${actor.id})`,
    );
    return {
      message: messageText(MSG.messages.accountActivated),
      account: (await accountById(tx, body.id))!,
    };
  });
}

/**
 * `GET /api/accounts/:id`: the account, its ledger (newest first, 500 at most), activation history, its
 * campaigns (`campaigns.account_id`) and the ledger check (stored balance = sum of its entries).
 * @throws AppError NOT_FOUND.
 */
export async function accountDetail(db: Db, id: string): Promise<AccountDetail> {
  const account = await accountById(db, id);
  if (!account) throw notFound(MSG.problems.accountNotFound);
  const history = await queryRows<{
    active: boolean;
    reason: string;
    created_by: string | null;
    name: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`SELECT h.active, h.reason, h.created_by, u.name, h.created_at FROM account_activations h
        LEFT JOIN users u ON u.id = h.created_by WHERE h.account_id = ${id} ORDER BY h.id DESC LIMIT 100`,
  );
  const activations: Activation[] = history.map((h) => ({
    active: h.active,
    reason: h.reason,
    createdBy: h.created_by,
    createdByName: h.name,
    createdAt: new Date(h.created_at).toISOString(),
  }));
  const campaigns = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT id, name FROM campaigns WHERE account_id = ${id} ORDER BY lower(name) LIMIT 500`,
  );
  return {
    account,
    ledger: await ledgerOf(db, id),
    activations,
    campaigns,
    check: await checkAccount(db, id),
  };
}
