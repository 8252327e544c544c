import type { ApiError } from '@tillwise/core/http/api-error';
import { connectivity, meansServerDown } from './connectivity';

/** An answer from the API that was not a success, with the server's message and field details. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ApiError['details'] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Bodies are typed with core's schema types but not parsed again here: the server already validates every
// response against the same zod schema, and leaving zod out keeps it off the till's critical bundle.
interface RequestOptions {
  /** JSON, or a file sent as it is with its own type (an image upload). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

function isApiError(payload: unknown): payload is ApiError {
  return typeof payload === 'object' && payload !== null && typeof (payload as ApiError).error === 'string';
}

/** A path with its query string, leaving out empty values (also for links the browser follows itself). */
export function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function bodyHeaders(body: unknown): HeadersInit | undefined {
  if (body === undefined) return undefined;
  return { 'Content-Type': body instanceof Blob ? body.type || 'application/octet-stream' : 'application/json' };
}

/**
 * What a request that got no answer Tillwise could act on throws: the network or the server is down, or the server
 * is up but says its database is away (then with the server's own words).
 */
export class ServerUnreachableError extends Error {
  constructor(
    cause?: unknown,
    message = 'The Tillwise server cannot be reached',
    readonly away: 'server' | 'database' = 'server',
  ) {
    super(message, { cause });
    this.name = 'ServerUnreachableError';
  }
}

async function send(input: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    connectivity.unreachable();
    throw new ServerUnreachableError(error);
  }
  if (meansServerDown(response.status)) {
    // Tillwise's own 503 says why in JSON; a proxy's page for a server that is down does not.
    const payload: unknown = await response.json().catch(() => null);
    const own = response.status === 503 && isApiError(payload);
    connectivity.unreachable(new Date(), own ? 'database' : 'server');
    throw own
      ? new ServerUnreachableError(response.status, payload.error, 'database')
      : new ServerUnreachableError(response.status);
  }
  connectivity.reachable();
  return response;
}

async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(withQuery(`/api${path}`, options.query), {
    method,
    credentials: 'same-origin',
    headers: bodyHeaders(options.body),
    body:
      options.body instanceof Blob
        ? options.body
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
    signal: options.signal,
  });
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      isApiError(payload) ? payload.error : `Request failed (${response.status} ${response.statusText})`,
      isApiError(payload) ? payload.details : [],
    );
  }
  return payload as T;
}

/** The one client every feature's fetchers go through. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  patch: <T>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
export const isUnreachable = (error: unknown) => error instanceof ServerUnreachableError;
