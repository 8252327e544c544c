import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { denominationCountsSchema } from './denominations';
import { shiftFiguresSchema } from './shift-figures';

/** The previous hash of a till's first Z report. */
export const genesisHash = '0'.repeat(64);

/** Z reports are numbered per till: Z-0001, Z-0002, … */
export const formatZNumber = (sequence: number) => `Z-${String(sequence).padStart(4, '0')}`;

const cents = z.number().int();

/** Everything a Z report says, frozen at the close of a shift; its hash covers all of it. */
export const zReportBodySchema = z.object({
  number: z.string(),
  sequence: z.number().int().min(1),
  till: z.object({ id: z.string(), name: z.string() }),
  shiftId: z.string(),
  businessDate: z.string(),
  openedAt: z.string(),
  openedBy: z.string(),
  closedAt: z.string(),
  closedBy: z.string(),
  figures: shiftFiguresSchema,
  close: z.object({
    countedCents: cents,
    counts: denominationCountsSchema.nullable(),
    /** The first, blind count, kept even when a manager counted again. */
    firstCountedCents: cents,
    countedBy: z.string(),
    recountedBy: z.string().nullable(),
    overShortCents: cents,
    reason: z.string().nullable(),
    floatLeftCents: cents,
    depositCents: cents,
  }),
  /** Sales parked on this till and still waiting when the shift closed. */
  parkedSales: z.array(z.string()),
  /** All sales on this till since its first Z, tax included: never reset. */
  grandTotalCents: cents,
});
export type ZReportBody = z.infer<typeof zReportBodySchema>;

/** JSON with every object's keys in order, so the same figures always give the same text and the same hash. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** SHA-256 (hex) over the previous Z's hash and this Z's stored text: change either and the hash changes. */
export function zReportHash(previousHash: string, bodyText: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${previousHash}\n${bodyText}`)));
}

/** A Z report as stored: its text, the hash before it and its own. */
export interface StoredZReport {
  sequence: number;
  body: string;
  previousHash: string;
  hash: string;
}

export type ZChainCheck =
  { ok: true; checked: number } | { ok: false; checked: number; brokenAt: string; problem: string };

/**
 * Checks one till's Z reports in order: numbered 1, 2, 3… without gaps, each chained to the one before, each
 * hash matching its stored figures. The first report that fails is named; editing any figure is caught there.
 */
export function verifyZChain(reports: readonly StoredZReport[]): ZChainCheck {
  const ordered = [...reports].sort((a, b) => a.sequence - b.sequence);
  let previous = genesisHash;
  for (const [index, report] of ordered.entries()) {
    const expectedSequence = index + 1;
    const fail = (problem: string): ZChainCheck => ({
      ok: false,
      checked: index,
      brokenAt: formatZNumber(report.sequence),
      problem,
    });
    if (report.sequence !== expectedSequence) return fail(`${formatZNumber(expectedSequence)} is missing`);
    if (report.previousHash !== previous) return fail('It does not follow on from the Z report before it');
    if (zReportHash(report.previousHash, report.body) !== report.hash) return fail('Its figures were changed');
    const body = zReportBodySchema.safeParse(safeJson(report.body));
    if (!body.success || body.data.sequence !== report.sequence) return fail('Its number was changed');
    previous = report.hash;
  }
  return { ok: true, checked: ordered.length };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
