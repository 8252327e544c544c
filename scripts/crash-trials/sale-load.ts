import { randomSale } from './random-sale';
import type { Product, Random, SaleInput } from './random-sale';
import { postSale } from './till-api';

/** A sale a till sent, and what it heard back the first time. */
export interface SentSale {
  input: SaleInput;
  trial: number;
  /** The answer to the first send. */
  answer: 'pending' | 'acked' | 'rejected' | 'no answer';
  /** The order number the first acknowledgement carried, from the first send or a resend. */
  number?: string;
  /** The answer came after the kill: it was already on its way back when the server died. */
  ackedAfterKill?: boolean;
  rejection?: string;
}

export interface LoadRun {
  sales: SentSale[];
  ackedBeforeKill: number;
  inFlightAtKill: number;
  /** Sends that failed while the server was still up: the server dropped a connection it should have answered. */
  failedBeforeKill: string[];
}

/** Every till rings up sale after sale, each as soon as the last was answered, until the server is killed. */
export async function sellUntilKilled(options: {
  url: string;
  cookie: string;
  tillIds: readonly string[];
  products: readonly Product[];
  random: Random;
  trial: number;
  killAfterMs: number;
  kill: () => Promise<void>;
}): Promise<LoadRun> {
  const sales: SentSale[] = [];
  const failedBeforeKill: string[] = [];
  let killed = false;

  const till = async (tillId: string) => {
    while (!killed) {
      const sale: SentSale = {
        input: randomSale(options.random, tillId, options.products),
        trial: options.trial,
        answer: 'pending',
      };
      sales.push(sale);
      try {
        const answer = await postSale(options.url, options.cookie, sale.input);
        if (answer.ok) Object.assign(sale, { answer: 'acked', number: answer.number, ackedAfterKill: killed });
        else Object.assign(sale, { answer: 'rejected', rejection: `${answer.status} ${answer.error}` });
      } catch (error) {
        sale.answer = 'no answer';
        if (!killed) failedBeforeKill.push(`${sale.input.id}: ${describe(error)}`);
      }
    }
  };

  const tills = options.tillIds.map(till);
  await new Promise((resolve) => setTimeout(resolve, options.killAfterMs));
  killed = true;
  const ackedBeforeKill = sales.filter((sale) => sale.answer === 'acked').length;
  const inFlightAtKill = sales.filter((sale) => sale.answer === 'pending').length;
  await options.kill();
  await Promise.all(tills);
  return { sales, ackedBeforeKill, inFlightAtKill, failedBeforeKill };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
