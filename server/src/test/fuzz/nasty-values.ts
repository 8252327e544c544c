import fc from 'fast-check';

/** JSON text sent exactly as written: numbers JavaScript cannot hold, prototype keys, nesting JSON.stringify would refuse. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Writes a value as JSON text, keeping RawJson as written and own `__proto__` keys as keys. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? 'null';
}

/** An object holding `key` as its own property, even `__proto__`, which a literal would turn into the prototype. */
export function withOwnKey(object: object, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object } as Record<string, unknown>;
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export const hugeText = 'x'.repeat(100_000);

/** Strings that break naive code: empty, blank, control, unicode edge cases, numbers in disguise, traversal, injection. */
export const nastyStrings: readonly string[] = [
  '',
  ' ',
  '   \t\n  ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31mred',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  '\u202Egnp.exe',
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307',
  'Z̴̡̛̖̗̘̙̜̝̞̟̠̤̥̦̩̪̫̬̭̮̯̰̱̲̳̹̺̻̼͇͈͉͍͎',
  '\uD800',
  '\uDFFF',
  'a\uD83Db',
  '\uFEFF',
  '\u2028\u2029',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x1F',
  '-0',
  '00000000000000000000001',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '${7*7}{{7*7}}',
  'x'.repeat(1_000),
  hugeText,
  '😀'.repeat(50_000),
];

/** Numbers at and past the edges: negative, fractional, unsafe, tiny, huge. */
export const nastyNumbers: readonly number[] = [
  0,
  -1,
  0.5,
  -0.5,
  0.1 + 0.2,
  2 ** 31,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 63,
  1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Numbers written in JSON text that JavaScript rounds, overflows to Infinity or to zero. */
export const rawNumbers: readonly RawJson[] = [
  '9007199254740993',
  '-9007199254740993',
  '18446744073709551617',
  '123456789012345678901234567890',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '1E2',
  '100000000000000000000000000000000000000000e-40',
].map((text) => new RawJson(text));

export const deepArray = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));
export const deepObject = (depth: number) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

/** Keys that pollute prototypes when code merges objects carelessly. */
export const prototypeKeyObjects: readonly RawJson[] = [
  '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"polluted":true}}',
  '{"a":1,"__proto__":null}',
].map((text) => new RawJson(text));

/** Any value a client might send where something else was expected. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], ['']),
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(...rawNumbers),
  fc.constantFrom(...prototypeKeyObjects),
  fc.constantFrom(deepArray(1_500), deepObject(1_500)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.bigInt().map((n) => new RawJson(n.toString())),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Whole bodies that are not what a JSON route expects, each with the content type it is sent as. */
export const nastyBodies: readonly { contentType: string | undefined; body: string | Buffer }[] = [
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: 'not json' },
  { contentType: 'application/json', body: '{' },
  { contentType: 'application/json', body: '{"a":1,}' },
  { contentType: 'application/json', body: "{'a':1}" },
  { contentType: 'application/json', body: 'NaN' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '[]' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '\uFEFF{}' },
  { contentType: 'application/json', body: deepArray(10_000).text },
  { contentType: 'application/json', body: deepObject(10_000).text },
  { contentType: 'application/json', body: prototypeKeyObjects[0]!.text },
  { contentType: 'application/json', body: prototypeKeyObjects[1]!.text },
  { contentType: 'application/json', body: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}` },
  { contentType: 'application/json', body: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'application/json; charset=latin1', body: '{}' },
  { contentType: 'text/plain', body: '{}' },
  { contentType: 'text/plain', body: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  {
    contentType: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { contentType: 'application/xml', body: '<a>1</a>' },
  { contentType: 'image/png', body: Buffer.from('not a png') },
  { contentType: '', body: '{}' },
  { contentType: undefined, body: '{}' },
  { contentType: 'application/json\u0000', body: '{}' },
];

/** URL segments sent as written (already percent-encoded or malformed), to reach a `:param` as traversal or junk. */
export const rawPathSegments: readonly string[] = [
  '..%2f..%2fetc%2fpasswd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cwindows%5cwin.ini',
  '%00',
  'abc%00.png',
  '..%00',
  '%c0%ae%c0%ae%2f',
  '%',
  '%zz',
  '%E0%A4%A',
  '.',
  '..',
  '%20',
  '~',
];

/** Query strings with keys and encodings a parser may choke on. */
export const rawQueryExtras: readonly string[] = [
  '__proto__=1',
  '__proto__[isAdmin]=1',
  'constructor[prototype][polluted]=1',
  'page=1&page=2',
  'page[]=1',
  'page=',
  'page=-1',
  'page=1e400',
  'page=9007199254740993',
  'pageSize=NaN',
  '%',
  '%zz=1',
  'a=%00',
  '=',
  '&&&',
  `q=${'a'.repeat(10_000)}`,
];
