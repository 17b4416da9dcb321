/** `a / b`, or null when `b` is 0 (rates come from totals, never from averaged rates). */
export function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}
