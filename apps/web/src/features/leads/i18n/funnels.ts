import type { FUNNEL_FILTER_VALUES } from '@leadhouse/domain';

type Funnel = (typeof FUNNEL_FILTER_VALUES)[number];
/** `lead-display.ts` `funnelKey`: the funnel's letters only ('Follow up' → 'Followup'), an i18next-safe key. */
type LettersOnly<S extends string> = S extends `${infer A} ${infer B}` ? LettersOnly<`${A}${B}`> : S;
export type FunnelLabels = { [F in Funnel as LettersOnly<F>]: string };

/** The domain's funnel labels (keyed by the stored value) under the web's funnel keys. */
export function funnelLabels(labels: Readonly<Record<Funnel, string>>): FunnelLabels {
  return Object.fromEntries(
    Object.entries(labels).map(([funnel, label]) => [funnel.replace(/[^A-Za-z]/g, ''), label]),
  ) as FunnelLabels;
}
