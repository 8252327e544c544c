import { z } from 'zod';

const cents = z.number().int();

/** One person's or one till's closed shifts over a range: how often the drawer was over, short, or out of line. */
export const overShortRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  shifts: z.number().int(),
  overCents: cents,
  shortCents: cents,
  netCents: cents,
  /** Shifts closed beyond the store's over/short threshold. */
  flagged: z.number().int(),
});
export type OverShortRow = z.infer<typeof overShortRowSchema>;

export const cashReportSchema = z.object({
  byStaff: z.array(overShortRowSchema),
  byTill: z.array(overShortRowSchema),
});
export type CashReport = z.infer<typeof cashReportSchema>;

/** Closed shifts summed per person who closed them and till. */
export interface ClosedShiftTotals {
  userId: string;
  userName: string;
  tillId: string;
  tillName: string;
  shifts: number;
  overCents: number;
  /** Negative: money missing. */
  shortCents: number;
  flagged: number;
}

/** Over/short by staff and by till, worst net first; net = over + short (short is negative). */
export function summariseOverShort(rows: readonly ClosedShiftTotals[]): CashReport {
  const sum = (key: (row: ClosedShiftTotals) => [string, string]) => {
    const groups = new Map<string, OverShortRow>();
    for (const row of rows) {
      const [id, name] = key(row);
      const group = groups.get(id) ?? { id, name, shifts: 0, overCents: 0, shortCents: 0, netCents: 0, flagged: 0 };
      group.shifts += row.shifts;
      group.overCents += row.overCents;
      group.shortCents += row.shortCents;
      group.netCents += row.overCents + row.shortCents;
      group.flagged += row.flagged;
      groups.set(id, group);
    }
    return [...groups.values()].sort((a, b) => a.netCents - b.netCents || a.name.localeCompare(b.name));
  };
  return { byStaff: sum((row) => [row.userId, row.userName]), byTill: sum((row) => [row.tillId, row.tillName]) };
}
