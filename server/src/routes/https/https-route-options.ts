import type { SecureAddress } from '../../tls/secure-serving';

/** What the https routes are registered with (app.ts), apart so the routes can name it. */
export interface HttpsRouteOptions {
  /** Null when the server runs without https (HTTPS_PORT=off, and in API tests unless they say). */
  secure: SecureAddress | null;
  httpPort: number;
  dataDir: string;
}
