import { useCallback, useState } from 'react';

/**
 * One thing to print at a time: `print(item)` draws it into a print area, and the area's `onReady` (once its
 * content, a barcode say, is drawn) opens the browser's print dialog and clears it.
 */
export function usePrintJob<T>() {
  const [item, setItem] = useState<T | null>(null);
  const print = useCallback((next: T) => setItem(next), []);
  const onReady = useCallback(() => {
    window.print();
    setItem(null);
  }, []);
  return { item, print, onReady };
}
