/** What the till-search page measures in Chromium and hands back to the bench (the page runs in the browser). */
export interface TillSearchFigures {
  products: number;
  generateMs: number;
  buildMs: number;
  loadMs: number;
  classes: { label: string; durations: number[]; fewest: number; most: number }[];
  lookups: number[];
  upsertOne: number[];
  upsertMany: number[];
  removeOne: number[];
}
