/**
 * Milliseconds until a key (an address) that failed at these moments may try again: after `maxFailures` within
 * `windowMs` it waits until the oldest of those leaves the window. 0 when it may try now.
 */
export function retryAfterMs(failedAt: readonly number[], maxFailures: number, windowMs: number, now: number): number {
  const recent = failedAt.filter((at) => at > now - windowMs).sort((a, b) => a - b);
  if (recent.length < maxFailures) return 0;
  return (recent[recent.length - maxFailures] ?? now) + windowMs - now;
}
