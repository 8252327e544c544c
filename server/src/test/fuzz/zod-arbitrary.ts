import fc from 'fast-check';
import { nastyStrings, nastyValue, withOwnKey } from './nasty-values';

export interface ArbitraryOptions {
  /** The chance that a value (leaf or container) is replaced by a nasty one; 0 makes only valid-looking values. */
  nastiness: number;
  /** Real values for a field by its key (ids in the database), so valid requests get past "not found". */
  known?: (key: string) => readonly string[];
}

/** What zod 4 keeps on every schema; enough of it to walk the schema without importing its internal types. */
interface Def {
  type: string;
  [field: string]: unknown;
}
type CheckDef = { check: string; value?: unknown; inclusive?: boolean; minimum?: number; maximum?: number } & Record<
  string,
  unknown
>;
type Overwrite = (value: string) => string;
interface ZodLike {
  _zod: { def: Def; bag?: Record<string, unknown>; optin?: string };
}

const defOf = (schema: unknown): Def => (schema as ZodLike)._zod.def;
const checksOf = (def: Def): CheckDef[] =>
  ((def.checks as ZodLike[] | undefined) ?? []).map((check) => check._zod.def as unknown as CheckDef);

/** Values for a zod 4 schema: mostly valid, with a nasty value in place of any part at the given rate. */
export function arbitraryFor(schema: unknown, options: ArbitraryOptions, key = '', depth = 0): fc.Arbitrary<unknown> {
  const valid = validFor(schema, options, key, depth);
  if (options.nastiness <= 0) return valid;
  const nastyWeight = Math.max(1, Math.round(options.nastiness * 1000));
  return fc.oneof({ arbitrary: valid, weight: 1000 - nastyWeight }, { arbitrary: nastyValue, weight: nastyWeight });
}

function validFor(schema: unknown, options: ArbitraryOptions, key: string, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (next: unknown, nextKey = key) => arbitraryFor(next, options, nextKey, depth + 1);
  if (depth > 20) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return stringFor(def, options.known?.(key) ?? []);
    case 'number':
      return numberFor(def);
    case 'boolean':
      return fc.boolean();
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return arrayFor(def, inner(def.element));
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((item) => inner(item)));
    case 'object':
      return objectFor(def, options.nastiness > 0, (field, fieldSchema) => inner(fieldSchema, field));
    case 'record':
      return fc
        .dictionary(inner(def.keyType).map(String), inner(def.valueType), { maxKeys: 4 })
        .map((entries) => ({ ...entries }));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => inner(option)));
    case 'intersection':
      return inner(def.left);
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'nonoptional':
      return inner(def.innerType).filter((value) => value !== undefined);
    case 'catch':
    case 'readonly':
    case 'success':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'pipe':
      return pipeFor(schema as ZodLike, def, inner);
    default:
      // unknown, any, transform, never and the like: anything at all.
      return fc.oneof(fc.jsonValue({ maxDepth: 2 }), nastyValue);
  }
}

/** z.stringbool() takes its words; a preprocess feeds its output schema; anything else is fed through its input. */
function pipeFor(schema: ZodLike, def: Def, inner: (next: unknown) => fc.Arbitrary<unknown>) {
  const bag = schema._zod.bag ?? {};
  if (Array.isArray(bag.truthy) && Array.isArray(bag.falsy))
    return fc.constantFrom(...(bag.truthy as string[]), ...(bag.falsy as string[]));
  return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in);
}

const lengthBounds = (checks: CheckDef[]) => {
  let min = 0;
  let max: number | undefined;
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max ?? Infinity, check.maximum ?? Infinity);
    if (check.check === 'length_equals') min = max = Number(check.length);
  }
  return { min, max };
};

// zod counts a string's length in code points, not UTF-16 units: an emoji is one.
const codePoints = (text: string) => Array.from(text);
const within = (length: number, min: number, max: number | undefined) => length >= min && length <= (max ?? Infinity);

// Dates near today, so that a from–to range is as often valid as not (a report refuses more than ten years).
const nearDate = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });

function stringFor(def: Def, known: readonly string[]): fc.Arbitrary<string> {
  if (def.format === 'date') return nearDate.map((date) => date.toISOString().slice(0, 10));
  if (def.format === 'datetime') return nearDate.map((date) => date.toISOString());
  const checks = checksOf(def);
  const { min, max } = lengthBounds(checks);
  const pattern =
    (def.pattern as RegExp | undefined) ??
    (checks.find((check) => check.check === 'string_format' && check.pattern instanceof RegExp)?.pattern as
      RegExp | undefined);
  // What the schema does to text before it checks the length (trim), and text made to fit once that is done.
  const overwrites = checks.filter((check) => check.check === 'overwrite').map((check) => check.tx as Overwrite);
  const normalize = (text: string) => overwrites.reduce((value, tx) => tx(value), text);
  const fits = (text: string) => within(codePoints(normalize(text)).length, min, max);
  const fit = (text: string) => {
    const cut = codePoints(text)
      .slice(0, max ?? Infinity)
      .join('');
    if (fits(cut)) return cut;
    const kept = normalize(cut);
    return kept + 'x'.repeat(Math.max(0, min - codePoints(kept).length));
  };
  const longest = Math.min(max ?? min + 40, min + 40);
  // The longest text the schema takes: its max, or far more than any field needs when it has none.
  const longestAllowed = fc.constant('x'.repeat(max ?? 100_000));
  // Nasty text the schema still takes (NUL, lone surrogates, quotes, RTL…): what reaches the services and SQL.
  const fitting = nastyStrings.filter(fits);
  const made = pattern
    ? fc.stringMatching(pattern).map((text) => (max !== undefined && text.length > max ? text.slice(0, max) : text))
    : fc.oneof(
        { arbitrary: fc.string({ minLength: min, maxLength: longest }).map(fit), weight: 4 },
        { arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: longest }).map(fit), weight: 4 },
        { arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: longest }).map(fit), weight: 2 },
        ...(fitting.length > 0 ? [{ arbitrary: fc.constantFrom(...fitting), weight: 2 }] : []),
        { arbitrary: longestAllowed, weight: 1 },
      );
  return known.length > 0 ? fc.oneof({ arbitrary: fc.constantFrom(...known), weight: 4 }, made) : made;
}

/**
 * Numbers within the schema's checks: mostly small, and now and then its very edges, which for a number without
 * bounds are the largest a JavaScript number holds; a schema that forgot a bound lets those through.
 */
function numberFor(def: Def): fc.Arbitrary<number> {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  let step: number | undefined;
  let integer = def.format === 'safeint' || def.format === 'int32' || def.format === 'uint32';
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than' && value >= min) [min, minExcluded] = [value, !check.inclusive];
    if (check.check === 'less_than' && value <= max) [max, maxExcluded] = [value, !check.inclusive];
    if (check.check === 'number_format') integer = true;
    if (check.check === 'multiple_of') step = value;
  }
  if (integer || step !== undefined) {
    const unit = step ?? 1;
    const lowest = Math.max(Math.ceil(min / unit + (minExcluded ? 1e-9 : 0)), Number.MIN_SAFE_INTEGER);
    const highest = Math.max(
      lowest,
      Math.min(Math.floor(max / unit - (maxExcluded ? 1e-9 : 0)), Number.MAX_SAFE_INTEGER),
    );
    const decimals = unit < 1 ? Math.ceil(-Math.log10(unit)) : 0;
    const usual = fc.integer({
      min: Math.min(Math.max(lowest, -1_000_000), highest),
      max: Math.max(Math.min(highest, 1_000_000), lowest),
    });
    return fc
      .oneof({ arbitrary: usual, weight: 6 }, { arbitrary: fc.constantFrom(lowest, highest), weight: 1 })
      .map((n) => Number((n * unit).toFixed(decimals)));
  }
  const usual = fc.double({
    min: Math.max(min, -1_000_000),
    max: Math.min(max, 1_000_000),
    minExcluded: minExcluded && min >= -1_000_000,
    maxExcluded: maxExcluded && max <= 1_000_000,
    noNaN: true,
    noDefaultInfinity: true,
  });
  const edges = fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ arbitrary: usual, weight: 6 }, { arbitrary: edges, weight: 1 });
}

function arrayFor(def: Def, item: fc.Arbitrary<unknown>): fc.Arbitrary<unknown[]> {
  const { min, max } = lengthBounds(checksOf(def));
  return fc.array(item, { minLength: min, maxLength: Math.min(max ?? min + 4, min + 4) });
}

/** Keys a client may leave out: optional, nullish or defaulted fields. A preprocess says optional of itself. */
function mayBeLeftOut(schema: unknown): boolean {
  const def = defOf(schema);
  if (def.type === 'pipe') return mayBeLeftOut(defOf(def.in).type === 'transform' ? def.out : def.in);
  return (schema as ZodLike)._zod.optin === 'optional';
}

function objectFor(def: Def, withExtras: boolean, field: (key: string, schema: unknown) => fc.Arbitrary<unknown>) {
  const shape = def.shape as Record<string, unknown>;
  const keys = Object.keys(shape);
  const record = fc.record(Object.fromEntries(keys.map((key) => [key, field(key, shape[key])])), {
    requiredKeys: keys.filter((key) => !mayBeLeftOut(shape[key])),
  });
  if (!withExtras) return record;
  // Now and then a field the schema does not name rides along: strict objects must refuse it, others drop it.
  const extraKey = fc.constantFrom('extra', '__proto__', 'constructor', 'isAdmin', 'role');
  return fc.oneof(
    { arbitrary: record, weight: 9 },
    {
      arbitrary: fc.tuple(record, extraKey, nastyValue).map(([value, key, extra]) => withOwnKey(value, key, extra)),
      weight: 1,
    },
  );
}
