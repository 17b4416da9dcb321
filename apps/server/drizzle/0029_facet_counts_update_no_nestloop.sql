-- A trigger function's statements are planned once per database session and the plan is kept (PL/pgSQL
-- caches it; these statements have no parameter that would re-plan them). The facet counts' update trigger
-- joins its transition tables (new_rows ⋈ old_rows on internal_id); planned at a session's first one-lead
-- edit, that join is a nested loop, and a later 10,000-lead bulk change on the same session (a pooled
-- connection, or PGlite's only one) ran it as 10,000 × 10,000 rescans of a tuplestore spilled to disk:
-- measured 40-47 s for the change on PostgreSQL, against 0.5 s on a fresh session. Without nested loops the
-- join is hashed whatever the first call's size. JIT is off for the function too: a disabled plan node's
-- cost (10^10) passes the JIT thresholds, and compiling cost ~0.7 s per call.
ALTER FUNCTION lead_facet_counts_apply_update() SET enable_nestloop = off;
--> statement-breakpoint
ALTER FUNCTION lead_facet_counts_apply_update() SET jit = off;
