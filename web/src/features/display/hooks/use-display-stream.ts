import { useEffect, useState } from 'react';
import { displayStateSchema, unknownDisplayCodeMessage } from '@tillwise/core/display/display-schemas';
import type { DisplayState } from '@tillwise/core/display/display-schemas';

/** Where a paired display stands: following the till, (re)connecting, or refused with the server's reason. */
export type DisplayConnection =
  | { status: 'connecting'; state: DisplayState | null }
  | { status: 'live'; state: DisplayState | null }
  | { status: 'refused'; message: string };

/** How long to wait before trying again when the server could not be reached. */
const retryMs = 3_000;

/** A state from the stream, or null for anything else (a newer server's state this version cannot show). */
function readState(data: string): DisplayState | null {
  try {
    const parsed = displayStateSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The server's reason for refusing the stream (a 4xx answer), or null when it is away or would stream. */
async function refusalOf(url: string): Promise<string | null> {
  const request = new AbortController();
  try {
    const response = await fetch(url, { signal: request.signal });
    if (response.status < 400 || response.status >= 500) return null;
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return typeof body?.error === 'string' ? body.error : unknownDisplayCodeMessage;
  } catch {
    return null;
  } finally {
    // A code that works would stream on: only its status was wanted.
    request.abort();
  }
}

/**
 * Follows a till by its display code over Server-Sent Events (EventSource reconnects by itself). When the browser
 * gives up on the stream, which it does without saying why, the events address is fetched once to tell a refused
 * code (shown with the server's message) from a server that is away (tried again in 3 s). `attempt` starts over.
 */
export function useDisplayStream(code: string | null, attempt = 0): DisplayConnection {
  const [result, setResult] = useState<{ key: string; connection: DisplayConnection } | null>(null);
  const key = `${code}\n${attempt}`;

  useEffect(() => {
    if (!code) return;
    const url = `/api/displays/${encodeURIComponent(code)}/events`;
    let state: DisplayState | null = null;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const report = (connection: DisplayConnection) => {
      if (!stopped) setResult({ key, connection });
    };

    const checkCode = async () => {
      report({ status: 'connecting', state });
      const refusal = await refusalOf(url);
      if (stopped) return;
      if (refusal) report({ status: 'refused', message: refusal });
      else retry = setTimeout(connect, retryMs);
    };

    const connect = () => {
      const opened = new EventSource(url);
      source = opened;
      opened.onopen = () => report({ status: 'live', state });
      opened.onmessage = (event: MessageEvent<string>) => {
        const next = readState(event.data);
        if (!next) return;
        state = next;
        report({ status: 'live', state });
      };
      opened.onerror = () => {
        if (opened.readyState !== EventSource.CLOSED) return report({ status: 'connecting', state });
        opened.close();
        void checkCode();
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [code, key]);

  return result?.key === key ? result.connection : { status: 'connecting', state: null };
}
