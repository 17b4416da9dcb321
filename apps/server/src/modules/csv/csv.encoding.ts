import { open } from 'node:fs/promises';
import type { Transform } from 'node:stream';
import chardet, { type EncodingName } from 'chardet';
import iconv from 'iconv-lite';
import type { CSV_ENCODINGS } from '@leadhouse/domain';
import { badRequest } from '../../lib/app-error.js';

export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/** Bytes given to the detector: 64 KiB, a few hundred rows of a typical file. */
export const SAMPLE_BYTES = 64 * 1024;
/** How far a file whose first 64 KiB are plain ASCII is searched for its first non-ASCII bytes. */
const SCAN_BYTES = 16 * 1024 * 1024;
/** Below this chardet confidence (0-100) the guess is not trusted and Windows-1252 is used. */
export const MIN_CONFIDENCE = 20;

/**
 * chardet's names → ours (lower-case labels iconv-lite decodes). ISO-8859-1 is read as Windows-1252, its
 * superset (chardet itself says windows-1252 as soon as a byte of 0x80-0x9F appears); GB18030 covers GBK
 * and GB2312. Anything else chardet may name (UTF-32, ISO-2022, 'mbcs') is not trusted.
 */
const FROM_CHARDET: Partial<Record<EncodingName, CsvEncoding>> = {
  'ISO-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  'windows-1250': 'windows-1250',
  'ISO-8859-2': 'iso-8859-2',
  'windows-1251': 'windows-1251',
  'KOI8-R': 'koi8-r',
  'ISO-8859-5': 'iso-8859-5',
  'windows-1253': 'windows-1253',
  'ISO-8859-7': 'iso-8859-7',
  'windows-1254': 'windows-1254',
  'ISO-8859-9': 'iso-8859-9',
  'windows-1255': 'windows-1255',
  'ISO-8859-8': 'iso-8859-8',
  'windows-1256': 'windows-1256',
  'ISO-8859-6': 'iso-8859-6',
  'windows-1257': 'windows-1257',
  'windows-1258': 'windows-1258',
  'windows-874': 'windows-874',
  GB18030: 'gb18030',
  Big5: 'big5',
  Shift_JIS: 'shift_jis',
  'EUC-JP': 'euc-jp',
  'EUC-KR': 'euc-kr',
};

/**
 * Which of two equally confident guesses wins. Short GB2312 texts are equally valid EUC-KR (same byte
 * ranges) and chardet then scores both alike: Chinese exports (GBK, GB18030) are far more common here than
 * Korean ones, and a Windows code page more common than its ISO sibling (Excel writes the former).
 */
const TIE_ORDER: readonly CsvEncoding[] = ['gb18030', 'big5', 'shift_jis', 'euc-jp', 'euc-kr'];
const rank = (encoding: CsvEncoding) => {
  const i = TIE_ORDER.indexOf(encoding);
  return i >= 0 ? i : encoding.startsWith('iso-') ? 1 : 0;
};

const unsupported = (name: string) => {
  const message = `The file is encoded in ${name}, which is not supported: save it as UTF-8 and upload it again`;
  return badRequest(message, [{ field: 'file', message }]);
};

/** The label iconv-lite decodes an encoding with (it strips a BOM itself). */
export const decoderLabel = (encoding: CsvEncoding) => (encoding === 'utf-8-bom' ? 'utf-8' : encoding);

/** A stream decoding bytes of `encoding` to text (a character split across chunks waits for the next). */
export const decodeStream = (encoding: CsvEncoding): Transform =>
  iconv.decodeStream(decoderLabel(encoding)) as unknown as Transform;

/** Decodes a whole buffer (the sample); an incomplete last character becomes U+FFFD. */
export const decode = (bytes: Uint8Array, encoding: CsvEncoding): string =>
  iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), decoderLabel(encoding));

const isUtf8 = (bytes: Uint8Array) => {
  try {
    // `stream` keeps a character cut at the end of the sample from counting as invalid.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
};

/**
 * The words of the sample that hold non-ASCII bytes, separated by spaces. ASCII (digits, emails,
 * delimiters, Latin headers) says nothing about a code page but dominates chardet's letter statistics: a
 * Cyrillic Windows-1251 file of names with ASCII phones and emails is otherwise taken for ISO-8859-1.
 */
function nonAsciiWords(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  let start = -1;
  let high = false;
  const flush = (end: number) => {
    if (start >= 0 && high) {
      if (length > 0) out[length++] = 0x20;
      out.set(bytes.subarray(start, end), length);
      length += end - start;
    }
    start = -1;
    high = false;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    const letter = b >= 0x80 || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);
    if (!letter) flush(i);
    else {
      if (start < 0) start = i;
      if (b >= 0x80) high = true;
    }
  }
  flush(bytes.length);
  return out.subarray(0, length);
}

/**
 * The encoding of a sample of a file:
 * - a BOM decides: UTF-8, UTF-16 LE/BE; a UTF-32 BOM is refused (400, unsupported encoding);
 * - bytes that are valid UTF-8 (plain ASCII included) are UTF-8;
 * - otherwise chardet judges the words holding non-ASCII bytes; its best guess among the encodings we
 *   decode is taken when its confidence is at least `MIN_CONFIDENCE` (ties: `TIE_ORDER`), else
 *   Windows-1252 (any byte decodes).
 * @throws AppError VALIDATION for a UTF-32 BOM.
 */
export function detectEncoding(bytes: Uint8Array): CsvEncoding {
  const [a, b, c, d] = bytes;
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) throw unsupported('UTF-32');
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) throw unsupported('UTF-32');
  if (a === 0xef && b === 0xbb && c === 0xbf) return 'utf-8-bom';
  if (a === 0xff && b === 0xfe) return 'utf-16le';
  if (a === 0xfe && b === 0xff) return 'utf-16be';
  if (isUtf8(bytes)) return 'utf-8';
  const candidates = chardet
    .analyse(nonAsciiWords(bytes))
    .flatMap((m) => {
      const ours = FROM_CHARDET[m.name];
      return ours && m.confidence >= MIN_CONFIDENCE ? [{ ours, confidence: m.confidence }] : [];
    })
    .sort((x, y) => y.confidence - x.confidence || rank(x.ours) - rank(y.ours));
  return candidates[0]?.ours ?? 'windows-1252';
}

/**
 * Reads the start of a file: `head`, its first 64 KiB (delimiter, binary check), and `detect`, the bytes
 * to detect the encoding from. Those are the head too, unless the head is plain ASCII: then the file is
 * searched (up to 16 MiB) for its first non-ASCII byte, and 64 KiB from the start of that line are used,
 * so a file whose first accented name comes after a thousand rows is not taken for UTF-8.
 */
export async function readSample(path: string): Promise<{ head: Uint8Array; detect: Uint8Array }> {
  const handle = await open(path, 'r');
  try {
    const read = async (position: number) => {
      const buffer = Buffer.alloc(SAMPLE_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, position);
      return buffer.subarray(0, bytesRead);
    };
    const head = await read(0);
    let chunk = head;
    let position = 0;
    while (chunk.length === SAMPLE_BYTES && position < SCAN_BYTES) {
      const high = chunk.findIndex((byte) => byte >= 0x80);
      if (high >= 0) {
        if (position === 0) return { head, detect: head };
        // Start at the beginning of its line: a character boundary in every encoding we decode here.
        return { head, detect: await read(position + chunk.lastIndexOf(0x0a, high) + 1) };
      }
      position += SAMPLE_BYTES;
      chunk = await read(position);
    }
    return { head, detect: position === 0 ? head : chunk };
  } finally {
    await handle.close();
  }
}

/** chardet's best guess at or above this confidence, with no rival within `RIVAL_MARGIN`, is trusted. */
export const SURE_CONFIDENCE = 50;
const RIVAL_MARGIN = 15;
/** Multi-byte encodings offered whenever they decode the sample without an invalid sequence. */
const MULTIBYTE: readonly CsvEncoding[] = ['gb18030', 'big5', 'shift_jis', 'euc-kr', 'euc-jp'];
/** Most encodings offered. */
const MAX_CHOICES = 5;

/**
 * Whether detection of `bytes` (the detection sample) is unsure, and the encodings likely then (partners
 * item 4): never for a BOM or valid UTF-8; else unsure when chardet's best guess is below `SURE_CONFIDENCE`
 * or a rival is within 15 points. Likely: the multi-byte encodings that decode the non-ASCII words without
 * an invalid sequence (a 2-row GB18030 file is too short for chardet's statistics, which then say
 * ISO-8859-1), then chardet's guesses, at most 5. The caller puts the current encoding first.
 */
export function encodingCandidates(bytes: Uint8Array): { sure: boolean; likely: CsvEncoding[] } {
  const [a, b, c] = bytes;
  if ((a === 0xef && b === 0xbb && c === 0xbf) || (a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff))
    return { sure: true, likely: [] };
  if (isUtf8(bytes)) return { sure: true, likely: [] };
  const words = nonAsciiWords(bytes);
  const guesses = chardet.analyse(words).flatMap((m) => {
    const ours = FROM_CHARDET[m.name];
    return ours ? [{ ours, confidence: m.confidence }] : [];
  });
  const [best, rival] = guesses;
  const sure =
    best !== undefined &&
    best.confidence >= SURE_CONFIDENCE &&
    (rival === undefined || rival.confidence < best.confidence - RIVAL_MARGIN);
  const clean = MULTIBYTE.filter((e) => !decode(words, e).includes('\uFFFD'));
  const likely = [...new Set([...clean, ...guesses.map((g) => g.ours), 'windows-1252' as const])];
  return { sure, likely: likely.slice(0, MAX_CHOICES) };
}

/** The first `n` lines of `head` decoded in `encoding`, each at most 200 characters. */
export function firstLines(head: Uint8Array, encoding: CsvEncoding, n = 3): string[] {
  return decode(head, encoding)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(0, n)
    .map((line) => line.slice(0, 200));
}
