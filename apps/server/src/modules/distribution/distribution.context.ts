/*
 * The engine's context and a route's row (issue 22): shared by the engine and the send step, apart from both
 * so that neither imports the other.
 */

/** What the engine reads from outside: the clock and the random source (tests inject both). */
export interface EngineContext {
  now: () => Date;
  random: () => number;
  /** Per-attempt answer timeout of a distribution delivery, ms. */
  timeoutMs?: number;
}

/**
 * A delivery the engine queued, with the buyer it goes to: the delivery outbox starts it in that buyer's
 * lane without reading the buyer back (bench:distribution: one statement less per delivery).
 */
export interface QueuedDelivery {
  id: string;
  integrationId: string;
}

/** A lead's route as locked by the engine (`lead_distributions`, snake_case as read). */
export interface RouteRow {
  lead_id: string;
  flow_id: string | null;
  state: string;
  round: number;
  attempts: number;
  max_buyers: number;
  max_attempts: number;
  hold_minutes: number;
}
