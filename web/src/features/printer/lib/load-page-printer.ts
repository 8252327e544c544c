/**
 * This device's receipt printer (one queue for the page), loaded on the first print, drawer kick or sale: the till's
 * first load carries none of it.
 */
export const loadPagePrinter = () => import('../hooks/use-direct-printer').then((m) => m.pagePrinter);
