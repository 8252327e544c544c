/** A customer display's state as the trial's till sends it: the receipt just rung up. */
export interface ThanksState {
  phase: 'thanks';
  receiptNumber: string;
  totalCents: number;
  changeCents: number;
}

/**
 * The till's side: after each sale it sends what its display should show, to its own server. A state the server
 * refuses (the database away) is sent again every 250 ms until taken, unless a newer one replaces it, as the web
 * till does once its server answers again. Keeps when each state was taken.
 */
export class DisplayPublisher {
  /** Each state the server took, and when (ms, performance.now()). */
  readonly taken: { state: ThanksState; at: number }[] = [];
  private latest: ThanksState | null = null;
  private sending: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly serverUrl: string,
    private readonly cookie: string,
    private readonly tillId: string,
  ) {}

  show(state: ThanksState) {
    this.latest = state;
    this.sending ??= this.drain().finally(() => (this.sending = null));
  }

  async stop() {
    this.stopped = true;
    await this.sending;
  }

  private async drain() {
    while (this.latest && !this.stopped) {
      const state = this.latest;
      const status = await fetch(`${this.serverUrl}/api/displays/state`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: this.cookie },
        body: JSON.stringify({ tillId: this.tillId, state }),
        signal: AbortSignal.timeout(15_000),
      }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 204) {
        this.taken.push({ state, at: performance.now() });
        if (this.latest === state) this.latest = null;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }
}

/**
 * The customer's side: a display following the till by its code over Server-Sent Events on another server than
 * the till's, reconnecting (as EventSource does) when the stream ends. Keeps each state shown, and when.
 */
export class DisplayWatcher {
  readonly shown: { state: ThanksState; at: number }[] = [];
  private readonly stopper = new AbortController();
  private following: Promise<void> | null = null;

  constructor(
    private readonly serverUrl: string,
    private readonly code: string,
  ) {}

  start() {
    this.following = this.follow();
  }

  async stop() {
    this.stopper.abort();
    await this.following?.catch(() => undefined);
  }

  private async follow() {
    while (!this.stopper.signal.aborted) {
      try {
        const response = await fetch(`${this.serverUrl}/api/displays/${this.code}/events`, {
          signal: this.stopper.signal,
        });
        if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let text = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          const events = text.split('\n\n');
          text = events.pop() ?? '';
          for (const event of events) {
            const data = /^data: (.*)$/m.exec(event)?.[1];
            if (data) this.shown.push({ state: JSON.parse(data) as ThanksState, at: performance.now() });
          }
        }
      } catch {
        if (this.stopper.signal.aborted) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
