import { randomSale } from '../crash-trials/random-sale';
import type { Product, Random, SaleInput } from '../crash-trials/random-sale';

/** One request a till sent, and what came back. */
export interface Answer {
  server: string;
  /** When it was sent and answered (ms, performance.now()). */
  sentAt: number;
  answeredAt: number;
  /** 0 when no answer came at all (the connection failed or the till gave up waiting). */
  status: number;
  error: string | null;
  retryAfter: string | null;
}

/** A sale a till rang up, sent again and again until a server recorded it. */
export interface TillSale {
  input: SaleInput;
  server: string;
  /** The order number of the first 2xx answer, null until then. */
  number: string | null;
  /** Every order number an answer named: more than one would be a sale recorded twice. */
  numbers: Set<string>;
}

/** How a till resends while its server says the database is away: soon, so that the return is seen at once. */
const resendAfterMs = 250;
/** Once the trial is over, a till whose server has not answered at all for this long stops trying. */
const giveUpAfterMs = 10_000;
/** A till gives up waiting for an answer after this long and sends again (the web till's own limit is 8 s). */
const answerWithinMs = 15_000;

/**
 * Tills selling against their own servers: each rings up a sale, sends it, and sends the same sale again (same id)
 * until a server records it, then the next; every answer is kept, to be counted afterwards.
 */
export class TillLoad {
  readonly sales: TillSale[] = [];
  readonly answers: Answer[] = [];
  private stopping = false;
  private running: Promise<void>[] = [];

  constructor(
    private readonly options: {
      cookie: string;
      products: readonly Product[];
      random: Random;
      /** Called after each sale is recorded, with the till's id (the display's till publishes its state then). */
      onRecorded?: (tillId: string, sale: TillSale) => void;
    },
  ) {}

  /** Starts a till selling through this server until stop(). */
  start(tillId: string, serverUrl: string) {
    this.running.push(this.till(tillId, serverUrl));
  }

  /** Lets every till finish the sale in hand (recorded) and stop. */
  async stop() {
    this.stopping = true;
    await Promise.all(this.running);
  }

  private async till(tillId: string, serverUrl: string) {
    while (!this.stopping) {
      const sale: TillSale = {
        input: randomSale(this.options.random, tillId, this.options.products),
        server: serverUrl,
        number: null,
        numbers: new Set(),
      };
      this.sales.push(sale);
      let unansweredSince: number | null = null;
      while (sale.number === null) {
        const answer = await this.send(serverUrl, sale);
        this.answers.push(answer);
        unansweredSince = answer.status === 0 ? (unansweredSince ?? answer.sentAt) : null;
        // A server that has been gone for a while after the trial ended will not take it: the sale stays unrecorded.
        if (this.stopping && unansweredSince !== null && performance.now() - unansweredSince > giveUpAfterMs) return;
        if (sale.number === null) await new Promise((resolve) => setTimeout(resolve, resendAfterMs));
      }
      this.options.onRecorded?.(tillId, sale);
    }
  }

  private async send(serverUrl: string, sale: TillSale): Promise<Answer> {
    const sentAt = performance.now();
    const answer = { server: serverUrl, sentAt, retryAfter: null as string | null };
    try {
      const response = await fetch(`${serverUrl}/api/sales`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: this.options.cookie },
        body: JSON.stringify(sale.input),
        signal: AbortSignal.timeout(answerWithinMs),
      });
      const body = (await response.json().catch(() => ({}))) as { number?: string; error?: string };
      const answeredAt = performance.now();
      if (response.ok && body.number) {
        sale.number ??= body.number;
        sale.numbers.add(body.number);
      }
      return {
        ...answer,
        answeredAt,
        status: response.status,
        error: response.ok ? null : (body.error ?? `no message (${response.status})`),
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      return { ...answer, answeredAt: performance.now(), status: 0, error: describe(error) };
    }
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.name} ${error.message}${cause}`;
}
