import type { Random } from './random-sale';
import type { SentSale } from './sale-load';
import { postSale } from './till-api';
import type { Finding } from './verify-store';

export interface ResendRun {
  requests: number;
  /** Resends that were not answered 2xx. */
  failures: Finding[];
  /** Sales whose resend answered with another order number than the first acknowledgement, or two resends disagreed. */
  renumbered: Finding[];
}

/**
 * Sends every sale again, in a shuffled order, `concurrency` at a time, as the tills would once the server is back:
 * the acknowledged ones once, the unacknowledged ones twice at the same moment (a till retrying while its first
 * retry is still out). Every answer must be 2xx and name the order the first acknowledgement named.
 */
export async function resendAll(options: {
  url: string;
  cookie: string;
  sales: readonly SentSale[];
  random: Random;
  concurrency: number;
}): Promise<ResendRun> {
  const queue = shuffle([...options.sales], options.random);
  const run: ResendRun = { requests: 0, failures: [], renumbered: [] };

  const resend = async (sale: SentSale) => {
    const copies = sale.answer === 'acked' ? 1 : 2;
    run.requests += copies;
    const answers = await Promise.all(
      Array.from({ length: copies }, () =>
        postSale(options.url, options.cookie, sale.input).catch((error: unknown) => ({
          ok: false as const,
          status: 0,
          error: String(error),
        })),
      ),
    );
    const numbers = new Set<string>();
    for (const answer of answers) {
      if (!answer.ok) run.failures.push({ id: sale.input.id, detail: `${answer.status} ${answer.error}` });
      else numbers.add(answer.number);
    }
    if (sale.number) numbers.add(sale.number);
    if (numbers.size > 1) run.renumbered.push({ id: sale.input.id, detail: [...numbers].join(' ≠ ') });
    sale.number ??= [...numbers][0];
  };

  const worker = async () => {
    for (let sale = queue.pop(); sale; sale = queue.pop()) await resend(sale);
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return run;
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
