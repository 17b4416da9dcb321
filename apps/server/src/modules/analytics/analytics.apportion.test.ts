import { describe, expect, it } from 'vitest';
import { Fraction, largestRemainder, sumTerms, type Share } from './analytics.apportion.js';

const ratio = (n: bigint, d: bigint) => new Fraction(n, d);
/** A fraction as `[sign × numerator, denominator]`. */
const parts = (f: Fraction) => [f.s * f.n, f.d];

/*
 * Exact shares and their largest-remainder apportionment (issue 22 §6; docs/decisions.md "Distribution
 * money"): the parts add up to the total, each is the floor or the ceiling of its exact amount, ties go to
 * the parts not `last`, then by key.
 */

const third = (key: string, last = false): Share => ({ key, exact: ratio(100n, 3n), last });

describe('largestRemainder', () => {
  it('100 over three thirds: 34/33/33, the unit to the first key whatever the order', () => {
    expect(largestRemainder(100n, [third('c'), third('a'), third('b')])).toEqual([33n, 34n, 33n]);
  });

  it('a tie goes to the groups before the rest; a larger remainder wins over the key', () => {
    const tiny = (key: string, last = false): Share => ({ key, exact: ratio(1n, 3n), last });
    expect(largestRemainder(1n, [tiny('z'), tiny('a'), tiny('(rest)', true)])).toEqual([0n, 1n, 0n]);
    const shares: Share[] = [
      { key: 'a', exact: ratio(306n, 5n) }, // 61.2
      { key: 'b', exact: ratio(102n, 5n) }, // 20.4
      { key: 'c', exact: ratio(102n, 5n) }, // 20.4
    ];
    expect(largestRemainder(102n, shares)).toEqual([61n, 21n, 20n]);
  });

  it('whole amounts stay as they are; negative amounts round within floor and ceiling', () => {
    const whole: Share[] = [
      { key: 'a', exact: ratio(100n, 1n) },
      { key: 'b', exact: ratio(50n, 1n) },
    ];
    expect(largestRemainder(150n, whole)).toEqual([100n, 50n]);
    const minus = (key: string): Share => ({ key, exact: ratio(-100n, 3n) });
    expect(largestRemainder(-100n, [minus('a'), minus('b'), minus('c')])).toEqual([-33n, -33n, -34n]);
  });
});

describe('sumTerms', () => {
  it('adds integer and decimal terms exactly, reduced; an empty text is 0', () => {
    expect(parts(sumTerms('200/6 100/3'))).toEqual([200n, 3n]);
    expect(parts(sumTerms('306/15 306/15 306/15'))).toEqual([306n, 5n]);
    expect(parts(sumTerms('3000'))).toEqual([3000n, 1n]);
    expect(parts(sumTerms(''))).toEqual([0n, 1n]);
    expect(parts(sumTerms('-12.50/3 1200.00/6'))).toEqual([1175n, 6n]);
  });
});
