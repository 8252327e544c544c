/**
 * Counts failures per key (an IP address) over a sliding window and says when a key has had too many. Kept in
 * memory: one server serves one store, and a restart forgiving old failures is acceptable for a lock this short.
 */
export class AttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until this key may try again, or 0 when it may now. */
  retryAfterMs(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    return (recent[recent.length - this.maxFailures] ?? now) + this.windowMs - now;
  }

  recordFailure(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > 50_000) this.failures.clear();
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }
}
