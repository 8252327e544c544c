import { escpos } from '@tillwise/core/escpos/escpos';
import type { PaperWidth } from '@tillwise/core/escpos/printer-settings';
import { paperColumns, wrapText } from '@tillwise/core/escpos/receipt-bytes';

/**
 * The settings' test print: a heading, the date, 'Printer OK', a ruler exactly as wide as a line of the paper (it
 * wraps or falls short when the paper width is set wrong), a CODE128 barcode, then the cut.
 */
export function testPrintBytes(paperWidth: PaperWidth, dateText: string): Uint8Array {
  const columns = paperColumns[paperWidth];
  const heading = wrapText('Tillwise test print', columns / 2);
  let doc = escpos().init().align('center').size('double').bold(true);
  for (const line of heading) doc = doc.line(line);
  return doc
    .size('normal')
    .bold(false)
    .line(dateText)
    .newline()
    .bold(true)
    .line('Printer OK')
    .bold(false)
    .line(`${paperWidth} mm paper, ${columns} characters:`)
    .align('left')
    .line('1234567890'.repeat(5).slice(0, columns))
    .newline()
    .align('center')
    .barcode128('TEST-123')
    .feed(3)
    .cut('partial')
    .bytes();
}
