import Fraction from 'fraction.js';

/*
 * Exact money shares and their apportionment to whole minor units (issue 22 §6; docs/decisions.md
 * "Distribution money"). A share of spend is a rational number of minor units (a campaign's spend over its
 * leads, over the k buyers holding a lead); it is kept as an exact fraction (fraction.js, BigInt) and only
 * the final apportionment (largest remainder) turns it into whole minor units, so the parts always add up.
 */

export { Fraction };

/**
 * The exact sum of space-separated terms `numerator/denominator` (integer or decimal texts, as SQL writes
 * them, e.g. `"200/6 100/3"`; a term without `/` is over 1); 0 for an empty text.
 * @throws when a term is not a number (fraction.js's parse error) or a denominator is 0.
 */
export function sumTerms(text: string): Fraction {
  return text
    .split(' ')
    .filter(Boolean)
    .reduce((sum, term) => {
      const [num, den = '1'] = term.split('/');
      return sum.add(new Fraction(num!).div(new Fraction(den)));
    }, new Fraction(0));
}

/** One part of an apportioned total: its exact amount; `last` parts lose remainder ties to the others. */
export interface Share {
  key: string;
  exact: Fraction;
  last?: boolean;
}

/** The tie rule: parts not `last` first, then by key (code-unit order, locale-independent). */
function tieOrder(a: Share, b: Share): number {
  if (Boolean(a.last) !== Boolean(b.last)) return a.last ? 1 : -1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** A whole Fraction as a BigInt (its sign times its numerator; the denominator is 1). */
const wholeOf = (f: Fraction): bigint => f.s * f.n;

/**
 * Apportions an integer `total` over `shares` whose exact amounts add up to it (largest remainder, Hamilton):
 * each share gets the floor of its exact amount, and the units still missing (total − Σ floors, fewer than
 * the shares with a fraction) go one each to the shares with the largest fractional parts, ties by
 * `tieOrder`. So every share gets the floor or the ceiling of its exact amount, an integral amount stays as
 * it is, and the answer adds up to `total`. Answers the amounts in the order of `shares` (minor units).
 */
export function largestRemainder(total: bigint, shares: readonly Share[]): bigint[] {
  const parts = shares.map((s, i) => {
    const floor = s.exact.floor();
    return { i, floor: wholeOf(floor), rem: s.exact.sub(floor) };
  });
  const out = parts.map((p) => p.floor);
  let missing = total - out.reduce((a, b) => a + b, 0n);
  const order = parts
    .filter((p) => p.rem.n !== 0n)
    .sort((a, b) => b.rem.compare(a.rem) || tieOrder(shares[a.i]!, shares[b.i]!));
  for (const p of order) {
    if (missing <= 0n) break;
    out[p.i] = out[p.i]! + 1n;
    missing -= 1n;
  }
  return out;
}
