import type { TrialFigures } from './run-trials';

const columns: { title: string; width: number; value: (t: TrialFigures) => string | number }[] = [
  { title: 'trial', width: 5, value: (t) => t.trial },
  { title: 'kill at', width: 8, value: (t) => `${t.killAfterMs} ms` },
  { title: 'sent', width: 6, value: (t) => t.sent },
  { title: 'acked<kill', width: 10, value: (t) => t.ackedBeforeKill },
  { title: 'in flight', width: 9, value: (t) => t.inFlightAtKill },
  { title: 'late ack', width: 8, value: (t) => t.ackedAfterKill },
  { title: 'kept unacked', width: 12, value: (t) => t.committedUnacked },
  { title: 'resent', width: 6, value: (t) => t.resent },
  { title: 'lost', width: 4, value: (t) => t.lost },
  { title: 'dup', width: 4, value: (t) => t.duplicated },
  { title: 'stock=ledger', width: 12, value: (t) => (t.stockMatchesLedger ? 'yes' : 'NO') },
  { title: 'reports', width: 7, value: (t) => (t.reportsMatch ? 'ok' : 'OFF') },
  { title: 'integrity', width: 9, value: (t) => t.integrity },
];

const row = (cells: (string | number)[]) =>
  cells.map((cell, index) => String(cell).padStart(columns[index]?.width ?? 0)).join('  ');

export const tableHeader = row(columns.map((column) => column.title));

export const tableRow = (trial: TrialFigures) => row(columns.map((column) => column.value(trial)));

/** The trials added up: counts summed, checks passed only when every trial passed. */
export function totalsRow(trials: readonly TrialFigures[]): string {
  const sum = (pick: (t: TrialFigures) => number) => trials.reduce((total, t) => total + pick(t), 0);
  const totals: TrialFigures = {
    trial: trials.length,
    killAfterMs: Math.round(sum((t) => t.killAfterMs) / Math.max(trials.length, 1)),
    sent: sum((t) => t.sent),
    ackedBeforeKill: sum((t) => t.ackedBeforeKill),
    inFlightAtKill: sum((t) => t.inFlightAtKill),
    ackedAfterKill: sum((t) => t.ackedAfterKill),
    committedUnacked: sum((t) => t.committedUnacked),
    resent: sum((t) => t.resent),
    lost: sum((t) => t.lost),
    duplicated: sum((t) => t.duplicated),
    stockMatchesLedger: trials.every((t) => t.stockMatchesLedger),
    reportsMatch: trials.every((t) => t.reportsMatch),
    integrity: trials.every((t) => t.integrity === 'ok') ? 'ok' : 'FAILED',
    problems: [],
  };
  return row(['all', `~${totals.killAfterMs} ms`, ...columns.slice(2).map((column) => column.value(totals))]);
}

export const tableLegend = [
  'acked<kill: answered 2xx before the SIGKILL · in flight: sent, not yet answered at the kill',
  'late ack: of those, answers already on the wire that still arrived · kept unacked: never answered, yet',
  'found recorded after the restart (the resend must return them, not record them again) · resent: requests',
  'after the restart (every sale once, the unanswered ones twice at once) · lost/dup: sales, counted once',
];
