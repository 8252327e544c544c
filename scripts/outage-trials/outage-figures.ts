import type { ThanksState } from './display-watch';
import type { Answer } from './till-load';

/** When an outage began (the trial took the database away) and when the database was back (ms). */
export interface OutageWindow {
  name: string;
  startedAt: number;
  backAt: number;
}

export interface OutageFigures {
  name: string;
  /** From taking the database away to its being back. */
  awayMs: number;
  /** Requests sent while it was away (or in the 2 s after), and how they were answered. */
  answered: number;
  answered503WithMessage: number;
  /** The slowest answer of the window. */
  slowestAnswerMs: number;
  /** For each server, from the database's return to its first recorded sale; null when it took none. */
  firstSaleAfterMs: Record<string, number | null>;
  /** From the database's return to the display (on another server) showing the till's state sent after it. */
  displayCaughtUpMs: number | null;
}

/** What a till is told while the database is away, for a sale. */
export const outageSaleMessage =
  'The database cannot be reached. The sale is kept on this till and will be sent again.';

/**
 * Reads the answers against the outages: every answer that is not a recorded sale must be a 503 with Retry-After
 * and the message, sent while the database was away or in the moments after; none may take longer than the limit.
 */
export function outageFigures(input: {
  windows: readonly OutageWindow[];
  answers: readonly Answer[];
  servers: readonly string[];
  taken: readonly { state: ThanksState; at: number }[];
  shown: readonly { state: ThanksState; at: number }[];
  /** How long after the database is back the servers and the display have (ms). */
  recoveryMs: number;
  /** The longest an answer may take (ms). */
  answerLimitMs: number;
}): { outages: OutageFigures[]; problems: string[] } {
  const { windows, answers, servers, taken, shown, recoveryMs, answerLimitMs } = input;
  const problems: string[] = [];
  // A request belongs to an outage when it was answered after the database was taken away (it may have been
  // sent just before) and sent before the servers' moments to recover were over.
  const windowOf = (answer: Answer) =>
    windows.find((window) => answer.answeredAt >= window.startedAt && answer.sentAt <= window.backAt + recoveryMs);
  const nearest = (answer: Answer) => {
    const last = windows.filter((window) => window.startedAt <= answer.answeredAt).at(-1);
    return last ? `sent ${Math.round(answer.sentAt - last.backAt)} ms after "${last.name}" was back` : 'before any';
  };
  for (const answer of answers) {
    const took = answer.answeredAt - answer.sentAt;
    if (took > answerLimitMs) problems.push(`an answer took ${Math.round(took)} ms (${answer.status})`);
    if (answer.status === 200) continue;
    const window = windowOf(answer);
    const expected = answer.status === 503 && answer.error === outageSaleMessage && answer.retryAfter !== null;
    if (!window) problems.push(`outside any outage (${nearest(answer)}): ${answer.status} ${answer.error}`);
    else if (!expected) problems.push(`during "${window.name}": ${answer.status} ${answer.error}`);
  }

  const outages = windows.map((window) => {
    const during = answers.filter((answer) => windowOf(answer) === window);
    const firstSaleAfterMs = Object.fromEntries(
      servers.map((server) => {
        const first = answers
          .filter((answer) => answer.server === server && answer.status === 200 && answer.answeredAt > window.backAt)
          .reduce((earliest, answer) => Math.min(earliest, answer.answeredAt), Infinity);
        return [server, first === Infinity ? null : Math.round(first - window.backAt)];
      }),
    );
    for (const [server, ms] of Object.entries(firstSaleAfterMs)) {
      if (ms === null || ms > recoveryMs)
        problems.push(`"${window.name}": ${server} took its first sale after ${ms} ms`);
    }
    const displayCaughtUpMs = caughtUp(window.backAt, taken, shown);
    if (displayCaughtUpMs === null || displayCaughtUpMs > recoveryMs) {
      problems.push(`"${window.name}": the display caught up after ${displayCaughtUpMs} ms`);
    }
    return {
      name: window.name,
      awayMs: Math.round(window.backAt - window.startedAt),
      answered: during.filter((answer) => answer.status !== 200).length,
      answered503WithMessage: during.filter(
        (answer) => answer.status === 503 && answer.error === outageSaleMessage && answer.retryAfter !== null,
      ).length,
      slowestAnswerMs: Math.round(Math.max(0, ...during.map((answer) => answer.answeredAt - answer.sentAt))),
      firstSaleAfterMs,
      displayCaughtUpMs,
    };
  });
  return { outages, problems };
}

/**
 * From the database's return to the display showing the first state the till's server took after it (or a later
 * one): how long a customer could look at a stale screen.
 */
function caughtUp(
  backAt: number,
  taken: readonly { state: ThanksState; at: number }[],
  shown: readonly { state: ThanksState; at: number }[],
): number | null {
  const after = taken.filter((entry) => entry.at >= backAt);
  const first = after[0];
  if (!first) return null;
  const receipts = new Set(after.map((entry) => entry.state.receiptNumber));
  const seen = shown.find((entry) => entry.at >= backAt && receipts.has(entry.state.receiptNumber));
  return seen ? Math.round(seen.at - backAt) : null;
}
