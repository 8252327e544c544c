/**
 * Percentage change from the previous period to this one, to one decimal place; null when there is nothing
 * to compare with (the previous period was zero).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** '+8.2%' or '-3.4%': one decimal with its sign, as the dashboard shows it. */
export function formatChange(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '-' : '';
  return `${sign}${Math.abs(change).toFixed(1)}%`;
}
