import type { ParseMessage } from './parse-csv.worker';
import { defineMessage } from 'react-intl';
import { sayInSession } from '@/lib/i18n/core-messages';

/** A CSV file's header and its rows of cells. */
export interface CsvFile {
  name: string;
  headers: string[];
  rows: string[][];
}

/** Parses a CSV file in a Web Worker; `onProgress` hears how much of the file is read (0 to 1). */
export function parseCsvFile(file: File, onProgress: (fraction: number) => void): Promise<CsvFile> {
  const worker = new Worker(new URL('./parse-csv.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CsvFile>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<ParseMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress(message.fraction);
      worker.terminate();
      if (message.type === 'error') return reject(new Error(message.message));
      const [headers, ...rows] = message.rows;
      if (!headers || headers.length === 0)
        return reject(
          new Error(sayInSession(defineMessage({ id: 'csvImport.empty', defaultMessage: 'The file is empty' }))),
        );
      resolve({ name: file.name, headers: headers.map((header) => header.replace(/^\uFEFF/, '').trim()), rows });
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The file could not be read'));
    };
    worker.postMessage(file);
  });
}
