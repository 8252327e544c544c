/** A failure worded for the person at the till; the browser's own error is kept as its cause. */
export class PrinterError extends Error {
  override name = 'PrinterError';
  /** Bytes the printer had taken before it failed: a retry would print them twice. */
  bytesWritten = 0;
}

/** What the till says when a printer cannot be reached, chosen or written to. */
export const printerMessages = {
  noUsb: 'This browser cannot reach USB printers. Use Chromium or Chrome.',
  noSerial: 'This browser cannot reach serial printers. Use Chromium or Chrome.',
  notChosen: 'No printer was chosen.',
  notSetUp: 'No printer is chosen on this device yet: choose one under Settings › Hardware.',
  gesture: 'The browser shows its printer list only right after a click: press Choose printer again.',
  notPrinter: 'That USB device has no way to take print data: choose the receipt printer.',
  driver:
    'The computer’s own printer driver (or another tab) is using this printer. On Windows give it the WinUSB driver (for example with Zadig); on Linux unload the usblp module.',
  portBusy: 'The serial port is in use by another tab or program.',
  stalled: 'The printer stopped taking data: check its paper and cover, then try again.',
} as const;

/** A DOMException (or any error) of one of the names the specs give, e.g. NotFoundError for a cancelled chooser. */
export const isDomError = (error: unknown, ...names: string[]) =>
  typeof error === 'object' &&
  error !== null &&
  !(error instanceof PrinterError) &&
  names.includes(String((error as { name?: unknown }).name));

/** Throws a PrinterError with the message, noting how much of the data the printer had already taken. */
export function fail(message: string, cause?: unknown, bytesWritten = 0): never {
  const error = new PrinterError(message, { cause });
  error.bytesWritten = bytesWritten;
  throw error;
}

/** Calls the browser, turning its errors into the given message (a PrinterError passes through as it is). */
export async function attempt<T>(call: () => Promise<T>, message: (error: unknown) => string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PrinterError) throw error;
    return fail(message(error), error);
  }
}
