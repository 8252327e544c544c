/** Minutes between a failed attempt and the next: 1, 5, 15, then hourly. */
export const mailRetryMinutes = [1, 5, 15, 60] as const;

/** How long a message is tried before it is given up as failed. */
export const mailGiveUpMs = 24 * 60 * 60 * 1000;

/**
 * When a message that has now failed `attempts` times is tried again: 1, 5 and 15 minutes after the first three
 * failures, then every hour; null once that would be more than 24 hours after it was queued (it has failed for good).
 */
export function nextMailAttempt(queuedAt: Date, attempts: number, failedAt: Date): Date | null {
  const minutes = mailRetryMinutes[Math.min(Math.max(attempts, 1), mailRetryMinutes.length) - 1] ?? 60;
  const next = new Date(failedAt.getTime() + minutes * 60_000);
  return next.getTime() - queuedAt.getTime() > mailGiveUpMs ? null : next;
}
