import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { ApiRoute } from '../../plugins/api-routes';
import { RawJson, nastyBodies, nastyStrings, rawPathSegments, rawQueryExtras, toJsonText } from './nasty-values';
import { arbitraryFor } from './zod-arbitrary';
import type { ArbitraryOptions } from './zod-arbitrary';

export type Method = NonNullable<InjectOptions['method']>;

export interface FuzzRequest {
  method: Method;
  url: string;
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

export interface RequestOptions extends ArbitraryOptions {
  /** Real values for a `:param` of this route (ids in the database). */
  knownParams: (name: string) => readonly string[];
}

/** Percent-encodes like a browser; text no browser could send (a lone surrogate) goes as its UTF-8 replacement. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
}

const excerpt = (text: string | Buffer | undefined, length = 300) => {
  const shown = Buffer.isBuffer(text) ? `<${text.length} bytes>` : (text ?? '<none>');
  return shown.length > length ? `${shown.slice(0, length)}… (${shown.length} chars)` : shown;
};

/** A short account of a request for a failure message (bodies can be megabytes). */
export const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${excerpt(request.url)}\ncontent-type: ${request.contentType ?? '<none>'}\nbody: ${excerpt(request.payload)}`;

/** The query string for a generated query object; values that are not one become odd but real query text. */
export function toQueryString(query: unknown): string {
  if (query === undefined) return '';
  if (query === null || typeof query !== 'object' || Array.isArray(query) || query instanceof RawJson)
    return `value=${encode(query instanceof RawJson ? query.text : toJsonText(query))}`;
  const pairs: string[] = [];
  for (const key of Object.keys(query)) {
    const value = (query as Record<string, unknown>)[key];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'string' ? item : item instanceof RawJson ? item.text : toJsonText(item);
      pairs.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return pairs.join('&');
}

const isClean = (options: RequestOptions) => options.nastiness <= 0;

function paramArbitrary(name: string, schema: unknown, options: RequestOptions): fc.Arbitrary<string> {
  const known = options.knownParams(name);
  const fromSchema = schema ? arbitraryFor(schema, { ...options, nastiness: 0 }, name) : fc.string({ minLength: 1 });
  const clean = fc.oneof(
    ...(known.length > 0 ? [{ arbitrary: fc.constantFrom(...known) as fc.Arbitrary<unknown>, weight: 3 }] : []),
    { arbitrary: fromSchema, weight: 1 },
  );
  if (isClean(options)) return clean.map((value) => encode(String(value)) || '%20');
  const text = fc.oneof(
    { arbitrary: clean, weight: 2 },
    { arbitrary: fc.constantFrom(...nastyStrings.filter((value) => value.length < 2_000)), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: text.map((value) => encode(String(value)) || '%20'), weight: 3 },
    { arbitrary: fc.constantFrom(...rawPathSegments), weight: 1 },
  );
}

function queryArbitrary(route: ApiRoute, options: RequestOptions): fc.Arbitrary<string> {
  const fromSchema = route.schema.querystring
    ? arbitraryFor(route.schema.querystring, options).map(toQueryString)
    : fc.constant('');
  if (isClean(options)) return fromSchema;
  const extra = fc.option(fc.constantFrom(...rawQueryExtras), { freq: 3 });
  return fc.tuple(fromSchema, extra).map(([query, more]) => [query, more].filter(Boolean).join('&'));
}

type Body = Pick<FuzzRequest, 'contentType' | 'payload'>;

function bodyArbitrary(route: ApiRoute, options: RequestOptions): fc.Arbitrary<Body> {
  const nasty = fc.constantFrom<Body>(...nastyBodies.map(({ contentType, body }) => ({ contentType, payload: body })));
  const none = fc.constant<Body>({ contentType: undefined, payload: undefined });
  if (route.schema.body) {
    const json = arbitraryFor(route.schema.body, options).map((value): Body => ({
      contentType: 'application/json',
      payload: toJsonText(value),
    }));
    return isClean(options) ? json : fc.oneof({ arbitrary: json, weight: 2 }, { arbitrary: nasty, weight: 1 });
  }
  if (isClean(options)) return none;
  const sendsBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return fc.oneof({ arbitrary: none, weight: sendsBody ? 1 : 3 }, { arbitrary: nasty, weight: 1 });
}

/**
 * Requests to one route: params, query and body drawn from its schemas. With nastiness 0 they are meant to be valid
 * (real ids, values within the schema's checks); above it nasty values, bodies, URL segments and query keys mix in.
 */
export function requestArbitrary(route: ApiRoute, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const paramsShape = (route.schema.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = fc.tuple(...names.map((name) => paramArbitrary(name, paramsShape[name], options)));
  return fc
    .tuple(params, queryArbitrary(route, options), bodyArbitrary(route, options))
    .map(([values, query, body]) => {
      let path = route.url;
      names.forEach((name, index) => (path = path.replace(`:${name}`, values[index]!)));
      const request: FuzzRequest = { method: route.method as Method, url: query ? `${path}?${query}` : path, ...body };
      // fast-check prints a failing request with this: a short account rather than a megabyte of body.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}
