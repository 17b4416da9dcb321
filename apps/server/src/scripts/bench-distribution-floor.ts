/**
 * The floor of `bench:distribution --floor full|minimal` (issue 22 "Benchmark"; docs/benchmarks.md "Session
 * 52"): what routing an intake lead costs when a route does far less than the engine, to tell what any
 * engine can reach on this machine. It replaces the engine for intake leads (`DistributionOptions.intakeRoute`):
 * no flow is matched, no buyer is judged, no cap or look-back is read or counted, no retry, no fallback. Each
 * lead goes to the next buyer in turn:
 * - the decision: one statement, committed (the outbox before the send, as the engine's claim does);
 * - the delivery: one HTTP POST of the lead to the buyer's URL (the benchmark's loopback partner);
 * - the answer: one statement.
 * `full` writes what the issue asks a sold lead to leave behind: the route, the delivery, the send and its
 * `sent` step; then the delivery accepted, its attempt, the lead's history entry, the send accepted, its sale
 * and `accepted` step, the route sold. `minimal` writes only the route and the delivery, then the delivery
 * accepted and the route sold. The database's triggers (the counts of delivered leads) run as always.
 * Cap violations are expected in these runs: nothing counts the caps.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { queryRows } from '../lib/sql.js';

export type FloorMode = 'full' | 'minimal';

/** `--floor`'s value checked: undefined (the engine), 'full' or 'minimal'. @throws Error on any other. */
export function floorMode(value: string | undefined): FloorMode | undefined {
  if (value === undefined || value === 'full' || value === 'minimal') return value;
  throw new Error(`--floor: full or minimal, not ${value}`);
}

/** The lead as the intake hands it over (`CreatedLead`). */
interface FloorLead {
  id: string;
  phoneNumber: string | null;
  email: string | null;
}

interface FloorBuyer {
  id: string;
  url: string;
}

const PRICE = 500;

/** The decision's statement: the route and its delivery (claimed: `sending`), with `full` the send and step. */
function decisionSql(mode: FloorMode, lead: FloorLead, buyer: FloorBuyer, flowId: string, now: Date): SQL {
  const route = sql`r AS (
      INSERT INTO lead_distributions (lead_id, flow_id, state, round, attempts, exclusive, max_buyers, max_attempts,
        hold_minutes, return_window_hours, trigger, created_at, updated_at)
      VALUES (${lead.id}::uuid, ${flowId}::uuid, 'pending', 1, 1, true, 1, 3, 60, 24, 'intake', ${now}, ${now})
      RETURNING lead_id),
    d AS (
      INSERT INTO integration_deliveries (integration_id, lead_id, state, attempts, sending_since, max_attempts,
        timeout_ms, created_at, updated_at)
      SELECT ${buyer.id}::uuid, lead_id, 'sending', 1, ${now}, 3, 10000, ${now}, ${now} FROM r RETURNING id, lead_id)`;
  if (mode === 'minimal') return sql`WITH ${route} SELECT id FROM d`;
  return sql`WITH ${route},
    s AS (
      INSERT INTO distribution_sends (lead_id, integration_id, flow_id, delivery_id, round, slot, reserved,
        price_amount, price_currency, created_at, phone_number, email)
      SELECT lead_id, ${buyer.id}::uuid, ${flowId}::uuid, id, 1, 1, '[]'::jsonb, ${PRICE}, 'USD', ${now},
        ${lead.phoneNumber}, ${lead.email} FROM d),
    st AS (
      INSERT INTO distribution_steps (lead_id, round, at, outcome, integration_id, delivery_id, price_amount, price_currency)
      SELECT lead_id, 1, ${now}, 'sent', ${buyer.id}::uuid, id, ${PRICE}, 'USD' FROM d)
    SELECT id FROM d`;
}

/** The answer's statement: the delivery accepted and the route sold, with `full` everything else a sale keeps. */
function answerSql(
  mode: FloorMode,
  leadId: string,
  buyer: FloorBuyer,
  deliveryId: string,
  answer: Answer,
): SQL {
  const { at, started, status, text } = answer;
  const sold = sql`sold AS (UPDATE lead_distributions SET state = 'sold', updated_at = ${at} WHERE lead_id = ${leadId}::uuid)`;
  const moved = sql`moved AS (
      UPDATE integration_deliveries SET state = 'accepted', sending_since = NULL, customer_id = 'floor',
        updated_at = ${at}, finished_at = ${at}
      WHERE id = ${deliveryId}::uuid AND state = 'sending' RETURNING id, lead_id)`;
  if (mode === 'minimal') return sql`WITH ${moved}, ${sold} SELECT 1`;
  const entry = JSON.stringify([
    { at: at.toISOString(), integrationId: buyer.id, data: { customerId: 'floor' } },
  ]);
  return sql`WITH ${moved}, ${sold},
    attempt AS (
      INSERT INTO integration_attempts (delivery_id, integration_id, attempt, started_at, duration_ms, outcome, status,
        request, answer, reason)
      VALUES (${deliveryId}::uuid, ${buyer.id}::uuid, 1, ${started}, ${at.getTime() - started.getTime()}, 'accepted',
        ${status}, '{}'::jsonb, ${text.slice(0, 500)}, NULL)),
    history AS (
      UPDATE leads SET integrations_history = coalesce(integrations_history, '[]'::jsonb) || ${entry}::jsonb
      WHERE id IN (SELECT lead_id FROM moved)),
    u AS (
      UPDATE distribution_sends SET status = 'accepted', finished_at = ${at} WHERE delivery_id = ${deliveryId}::uuid
      RETURNING id, lead_id, integration_id),
    sale AS (
      INSERT INTO distribution_revenue (send_id, lead_id, integration_id, kind, amount, currency, booked_at)
      SELECT id, lead_id, integration_id, 'sale', ${PRICE}, 'USD', ${at} FROM u),
    step AS (
      INSERT INTO distribution_steps (lead_id, round, at, outcome, integration_id, delivery_id, price_amount, price_currency)
      SELECT lead_id, 1, ${at}, 'accepted', integration_id, ${deliveryId}::uuid, ${PRICE}, 'USD' FROM u)
    SELECT 1`;
}

interface Answer {
  started: Date;
  at: Date;
  status: number;
  text: string;
}

/** Posts the lead to the buyer (one HTTP request, no retry) and answers what came back. */
async function post(buyer: FloorBuyer, lead: FloorLead): Promise<Answer> {
  const started = new Date();
  const res = await fetch(buyer.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: lead.id, phone: lead.phoneNumber, email: lead.email }),
  });
  const text = await res.text();
  return { started, at: new Date(), status: res.status, text };
}

/**
 * The floor's route for `intakeRoute`: does nothing until a flow exists (looked for at most once a second,
 * so the "off" run pays one read a second, not one a lead); then routes each lead as the file comment says,
 * reporting the decision's duration (ms) to `onDecision`, and resolves once the decision is committed (the
 * delivery and the answer go on in the background, as the engine's do). Errors: a failed delivery or answer
 * is printed, not thrown (the lead stays pending and the bench's drain reports it).
 */
export function floorRoute(db: Db, mode: FloorMode, onDecision: (ms: number) => void) {
  let flowId: string | undefined;
  let buyers: FloorBuyer[] = [];
  let looked = 0;
  let next = 0;
  return async (lead: FloorLead): Promise<void> => {
    if (!flowId) {
      if (Date.now() - looked < 1000) return;
      looked = Date.now();
      const [flow] = await queryRows<{ id: string }>(db, sql`SELECT id FROM distribution_flows LIMIT 1`);
      if (!flow) return;
      buyers = await queryRows<FloorBuyer>(
        db,
        sql`SELECT id, url FROM integrations WHERE distribution IS NOT NULL ORDER BY id`,
      );
      flowId = flow.id;
    }
    const buyer = buyers[next++ % buyers.length]!;
    const started = performance.now();
    const [row] = await queryRows<{ id: string }>(db, decisionSql(mode, lead, buyer, flowId, new Date()));
    onDecision(performance.now() - started);
    void post(buyer, lead)
      .then((answer) => db.execute(answerSql(mode, lead.id, buyer, row!.id, answer)))
      .catch((e: unknown) => console.error('floor delivery', e));
  };
}
