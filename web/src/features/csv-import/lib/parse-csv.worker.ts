/// <reference lib="webworker" />
import Papa from 'papaparse';

// Reads a CSV file off the page's thread, in chunks, reporting how far it has got: a 100,000-row file parses
// without freezing the screen, and the progress bar moves.

export type ParseMessage =
  { type: 'progress'; fraction: number } | { type: 'done'; rows: string[][] } | { type: 'error'; message: string };

self.onmessage = (event: MessageEvent<File>) => {
  const file = event.data;
  const rows: string[][] = [];
  Papa.parse<string[]>(file, {
    skipEmptyLines: 'greedy',
    chunkSize: 1024 * 512,
    chunk: (results) => {
      rows.push(...results.data);
      self.postMessage({ type: 'progress', fraction: Math.min(1, results.meta.cursor / Math.max(1, file.size)) });
    },
    complete: () => self.postMessage({ type: 'done', rows } satisfies ParseMessage),
    error: (error) => self.postMessage({ type: 'error', message: error.message } satisfies ParseMessage),
  });
};
