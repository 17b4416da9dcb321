/*
 * Text PostgreSQL can store: its `text` and `jsonb` refuse U+0000, and UTF-8 cannot hold a UTF-16 surrogate
 * that is not half of a pair. Text the server receives from people is refused with a 400 when it holds one
 * (plugins/route.ts); text from outside systems it must keep (a buyer's answer) is made storable instead.
 */

/** U+0000, or a UTF-16 surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** True when `s` holds U+0000 or a lone surrogate: text PostgreSQL cannot store as it is. */
export const isBadText = (s: string): boolean => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * `s` as PostgreSQL can store it: each U+0000 and each lone surrogate becomes U+FFFD (the replacement
 * character), everything else unchanged. Used for answers of partners and buyers, which are kept as sent.
 */
export const storableText = (s: string): string =>
  isBadText(s) ? s.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATES, '\ufffd') : s;
