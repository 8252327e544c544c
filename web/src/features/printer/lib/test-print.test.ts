import { describe, expect, it } from 'vitest';
import { testPrintBytes } from './test-print';

const ESC = 0x1b;
const GS = 0x1d;

/** The lines printed before the barcode (GS h starts it): text only, ESC/POS commands and their arguments skipped. */
function printedLines(bytes: Uint8Array): string[] {
  let text = '';
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at] ?? 0;
    if (byte === GS && bytes[at + 1] === 0x68) break;
    if (byte === ESC) at += bytes[at + 1] === 0x40 ? 1 : 2;
    else if (byte === GS) at += 2;
    else text += String.fromCharCode(byte);
  }
  return text.split('\n');
}

describe('testPrintBytes', () => {
  it.each([
    [58, 32],
    [80, 48],
  ] as const)('on %i mm paper prints a ruler of exactly %i characters', (paperWidth, columns) => {
    const lines = printedLines(testPrintBytes(paperWidth, 'Mar 14, 2026, 8:04 AM'));
    expect(lines).toContain('Mar 14, 2026, 8:04 AM');
    expect(lines).toContain('Printer OK');
    expect(lines).toContain(`${paperWidth} mm paper, ${columns} characters:`);
    const ruler = lines.find((line) => line.startsWith('1234567890'));
    expect(ruler).toHaveLength(columns);
    expect(lines.every((line) => line.length <= columns)).toBe(true);
  });

  it('wraps the heading to double-width text and ends with a TEST-123 barcode and the cut', () => {
    const bytes = testPrintBytes(58, 'today');
    const text = String.fromCharCode(...bytes);
    expect(text).toContain('Tillwise test\nprint\n');
    expect(text).toContain('{BTEST-123');
    expect([...bytes.slice(-4)]).toEqual([0x1d, 0x56, 0x42, 0]);
  });
});
