import { describe, expect, it } from 'vitest';
import { receiptBytes, twoColumns, wrapText } from './receipt-bytes';
import type { ReceiptForPrint } from './receipt-bytes';

interface PrintedLine {
  text: string;
  bold: boolean;
  double: boolean;
  align: number;
}

/** Reads ESC/POS bytes back as the lines a printer prints, and the other commands in order, failing on unknown ones. */
function decode(bytes: Uint8Array) {
  const lines: PrintedLine[] = [];
  const commands: string[] = [];
  const state = { bold: false, double: false, align: 0 };
  let text = '';
  let at = 0;
  const take = (count: number) => {
    const taken = [...bytes.slice(at, at + count)];
    if (taken.length < count) throw new Error(`Command cut short at byte ${at}`);
    at += count;
    return taken;
  };
  while (at < bytes.length) {
    const byte = bytes[at] ?? 0;
    if (byte === 0x0a) {
      lines.push({ text, ...state });
      text = '';
      at += 1;
    } else if (byte >= 0x20 && byte <= 0x7e) {
      text += String.fromCharCode(byte);
      at += 1;
    } else if (byte === 0x1b) {
      const [, code = 0] = take(2);
      if (code === 0x40) commands.push('init');
      else if (code === 0x45) state.bold = take(1)[0] === 1;
      else if (code === 0x61) state.align = take(1)[0] ?? -1;
      else if (code === 0x64) commands.push(`feed ${take(1)[0]}`);
      else if (code === 0x70) commands.push(`kick ${take(3).join(' ')}`);
      else throw new Error(`Unknown ESC ${code.toString(16)}`);
    } else if (byte === 0x1d) {
      const [, code = 0, arg = 0] = take(3);
      if (code === 0x21) state.double = arg === 0x11;
      else if (code === 0x56) commands.push(`cut ${arg.toString(16)} ${take(1)[0]}`);
      else if (code === 0x6b) {
        const [length = 0] = take(1);
        commands.push(`code128 ${String.fromCharCode(...take(length))}`);
      } else if (![0x68, 0x77, 0x48].includes(code)) throw new Error(`Unknown GS ${code.toString(16)}`);
    } else throw new Error(`Unexpected byte ${byte.toString(16)} at ${at}`);
  }
  if (text) lines.push({ text, ...state });
  return { lines, commands, texts: lines.map((line) => line.text) };
}

const receipt: ReceiptForPrint = {
  storeName: 'Greenleaf Grocers',
  addressLines: ['12 Market Street', 'Portland, OR 97201'],
  receiptNumber: 'ORD-1042',
  dateText: '14 Mar 2025, 3:07 PM',
  cashierName: 'Sam Rivera',
  lines: [
    { name: 'Organic Extra Virgin Olive Oil – 500 ml bottle', quantityText: null, amountCents: 1299 },
    { name: 'Bananas', quantityText: '0.755 kg @ $2.49/kg', amountCents: 188 },
    { name: 'Oat milk', quantityText: '2 x $4.99', amountCents: 998 },
  ],
  subtotalCents: 2485,
  discountCents: 250,
  taxes: [
    { name: 'GST 5%', cents: 112 },
    { name: 'PST 7%', cents: 156 },
  ],
  totalCents: 2503,
  tenders: [{ label: 'Cash', cents: 3000 }],
  changeCents: 497,
  footer: 'Thank you for shopping local!\nReturns within 30 days with this receipt.',
};

describe('wrapText', () => {
  it('wraps at word boundaries, collapsing spaces', () => {
    expect(wrapText('the quick  brown fox', 10)).toEqual(['the quick', 'brown fox']);
    expect(wrapText('', 10)).toEqual([]);
  });

  it('breaks only a word longer than a line, and takes a narrower first line', () => {
    expect(wrapText('ab abcdefghij xy', 4)).toEqual(['ab', 'abcd', 'efgh', 'ij', 'xy']);
    expect(wrapText('one two three', 10, 3)).toEqual(['one', 'two three']);
  });
});

describe('twoColumns', () => {
  it('pads between the two to exactly the width', () => {
    expect(twoColumns('Milk', '$1.99', 16)).toEqual(['Milk       $1.99']);
    expect(twoColumns('Exactly ten', '$1.99', 17)).toEqual(['Exactly ten $1.99']);
    expect(twoColumns('', '$1.99', 8)).toEqual(['   $1.99']);
  });

  it('wraps a left text that would collide, the right beside its first line', () => {
    expect(twoColumns('Organic olive oil', '$12.99', 16)).toEqual(['Organic   $12.99', 'olive oil']);
  });

  it('wraps a left text longer than the whole width, cutting nothing off', () => {
    const lines = twoColumns('Sparkling elderflower and cucumber lemonade', '$3.50', 20);
    expect(lines).toEqual(['Sparkling      $3.50', 'elderflower and', 'cucumber lemonade']);
    expect(lines.join(' ')).toMatch(/^Sparkling +\$3\.50 elderflower and cucumber lemonade$/);
  });

  it('puts the right on its own line when not even the first word fits beside it', () => {
    expect(twoColumns('Supercalifragilistic', '$3.50', 12)).toEqual(['Supercalifra', 'gilistic', '       $3.50']);
  });
});

describe('receiptBytes', () => {
  it('lays out a 58 mm receipt in 32 columns', () => {
    const { lines, texts } = decode(receiptBytes(receipt, { paperWidth: 58, openDrawer: false }));
    expect(texts).toEqual([
      'Greenleaf', // double size: 16 columns
      'Grocers',
      '12 Market Street',
      'Portland, OR 97201',
      '',
      'Receipt: ORD-1042',
      '14 Mar 2025, 3:07 PM',
      'Cashier: Sam Rivera',
      '--------------------------------',
      'Organic Extra Virgin      $12.99',
      'Olive Oil - 500 ml bottle',
      'Bananas                    $1.88',
      '  0.755 kg @ $2.49/kg',
      'Oat milk                   $9.98',
      '  2 x $4.99',
      '--------------------------------',
      '                Subtotal  $24.85',
      '                Discount  -$2.50',
      '                GST 5%     $1.12',
      '                PST 7%     $1.56',
      '                TOTAL     $25.03',
      '',
      '                Cash      $30.00',
      '                Change     $4.97',
      '',
      'Thank you for shopping local!',
      'Returns within 30 days with this',
      'receipt.',
    ]);
    expect(lines.filter((line) => line.double).map((line) => line.text)).toEqual(['Greenleaf', 'Grocers']);
    expect(lines.filter((line) => line.bold).map((line) => line.text)).toEqual([
      'Greenleaf',
      'Grocers',
      '                TOTAL     $25.03',
    ]);
  });

  it.each([
    [58, 32],
    [80, 48],
  ] as const)('keeps every line of a %i mm receipt within %i columns, amounts flush right', (paperWidth, columns) => {
    const { lines } = decode(receiptBytes(receipt, { paperWidth, openDrawer: true }));
    for (const line of lines) expect(line.text.length).toBeLessThanOrEqual(line.double ? columns / 2 : columns);
    // Every line ending in an amount but the indented quantities ('  2 x $4.99').
    const amountLines = lines.filter((line) => /\$\d+\.\d\d$/.test(line.text) && !/^ {2}\S/.test(line.text));
    expect(amountLines).toHaveLength(10);
    for (const line of amountLines) expect(line.text).toHaveLength(columns);
    expect(lines.find((line) => line.text.includes('---'))?.text).toBe('-'.repeat(columns));
    expect(lines.find((line) => line.text.trim().startsWith('TOTAL'))).toMatchObject({ bold: true });
  });

  it('uses the 48 columns of 80 mm paper', () => {
    const { texts } = decode(receiptBytes(receipt, { paperWidth: 80, openDrawer: false }));
    expect(texts.slice(0, 1)).toEqual(['Greenleaf Grocers']);
    expect(texts).toContain(`Organic Extra Virgin Olive Oil - 500 ml${'$12.99'.padStart(9)}`);
    expect(texts).toContain('bottle');
    expect(texts).toContain(`${'TOTAL'.padEnd(8)}  ${'$25.03'.padStart(6)}`.padStart(48));
  });

  it('ends with a feed and a partial cut, then the drawer kick only when asked', () => {
    const cut = [0x1b, 0x64, 0x03, 0x1d, 0x56, 0x42, 0x00];
    const kick = [0x1b, 0x70, 0x00, 0x19, 0xfa];
    const closed = [...receiptBytes(receipt, { paperWidth: 80, openDrawer: false })];
    const opened = [...receiptBytes(receipt, { paperWidth: 80, openDrawer: true })];
    expect(closed.slice(0, 2)).toEqual([0x1b, 0x40]);
    expect(closed.slice(-cut.length)).toEqual(cut);
    expect(opened).toEqual([...closed, ...kick]);
    const pin5 = [...receiptBytes(receipt, { paperWidth: 80, openDrawer: true, drawerPin: 5 })];
    expect(pin5.slice(-5)).toEqual([0x1b, 0x70, 0x01, 0x19, 0xfa]);
  });

  it('leaves out a zero discount, zero change and an empty footer, and prints a barcode when given', () => {
    const plain = { ...receipt, discountCents: 0, changeCents: 0, footer: '', barcode: 'ORD-1042' };
    const { texts, commands } = decode(receiptBytes(plain, { paperWidth: 58, openDrawer: false }));
    expect(texts.some((text) => /Discount|Change|Thank/.test(text))).toBe(false);
    expect(commands).toEqual(['init', 'code128 {BORD-1042', 'feed 3', 'cut 42 0']);
  });

  it('prints the receipt’s link as a QR code, with its caption, when given', () => {
    const url = 'https://shop.example/r/sale-1.abc';
    const printed = receiptBytes({ ...receipt, link: url }, { paperWidth: 80, openDrawer: false });
    const text = String.fromCharCode(...printed);
    expect(text).toContain(`\x31\x50\x30${url}`);
    expect(text).toContain('Scan for this receipt online');
    expect(String.fromCharCode(...receiptBytes(receipt, { paperWidth: 80, openDrawer: false }))).not.toContain('Scan');
  });

  it('measures text as it prints, so a euro sign widens the line it is on', () => {
    const euro = {
      ...receipt,
      lines: [{ name: 'Café crème €2 “special” offer pack', quantityText: null, amountCents: 200 }],
    };
    const { texts } = decode(receiptBytes(euro, { paperWidth: 58, openDrawer: false }));
    expect(texts).toContain('Cafe creme EUR2 "special"  $2.00');
    expect(texts).toContain('offer pack');
  });
});
