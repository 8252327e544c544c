// The one way the trading script speaks to the release: its HTTP API, signed in as staff (a session cookie) or as
// an outside system (an API key).

type Method = 'GET' | 'POST' | 'PUT';

export class TillwiseApi {
  private cookie = '';

  constructor(
    readonly base: string,
    private readonly apiKey?: string,
  ) {}

  /** The answer's body; any status not expected is an error, since the trading must record what it says. */
  async call<T>(method: Method, path: string, body?: unknown, expect = [200, 201, 204]): Promise<T> {
    const { status, text } = await this.send(method, path, body);
    if (!expect.includes(status)) throw new Error(`${method} ${path} answered ${status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /**
   * As call, or undefined when the release has no such route (its bare 404): how a step of a later release skips
   * itself on an earlier one. Only for a first call whose path names nothing that might be missing.
   */
  async callIfServed<T>(method: Method, path: string, body?: unknown): Promise<T | undefined> {
    const { status, text } = await this.send(method, path, body);
    if (status === 404 && text === JSON.stringify({ error: 'Not Found' })) return undefined;
    if (![200, 201, 202].includes(status)) throw new Error(`${method} ${path} answered ${status}: ${text}`);
    return JSON.parse(text) as T;
  }

  async signIn(userId: string, pin: string): Promise<void> {
    await this.call('POST', '/session', { userId, pin });
  }

  /** Runs the work signed in as another member of staff, then goes back to the session it had. */
  async as<T>(userId: string, pin: string, work: () => Promise<T>): Promise<T> {
    const own = this.cookie;
    await this.signIn(userId, pin);
    try {
      return await work();
    } finally {
      this.cookie = own;
    }
  }

  /** A page outside the API (a receipt's public page): its status and body. */
  async page(path: string): Promise<{ status: number; text: string }> {
    const response = await fetch(new URL(path, this.base));
    return { status: response.status, text: await response.text() };
  }

  private async send(method: Method, path: string, body?: unknown) {
    const response = await fetch(`${this.base}/api${path}`, {
      method,
      headers: {
        ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : { cookie: this.cookie }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = response.headers.get('set-cookie');
    if (session?.startsWith('tillwise_session=')) this.cookie = session.split(';')[0]!;
    return { status: response.status, text: await response.text() };
  }
}
