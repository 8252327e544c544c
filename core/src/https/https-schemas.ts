import { z } from 'zod';

/**
 * How a till reaches this server securely (GET /api/https): browsers give service workers, Web Crypto, WebUSB and
 * Web Serial only to a secure context, which on the shop's network means https.
 */
export const secureAddressSchema = z.object({
  /** The port https answers on; null when the server runs without it (HTTPS_PORT=off). */
  httpsPort: z.number().int().nullable(),
  /** The plain http port, where a device that does not trust the certificate yet opens /add-till. */
  httpPort: z.number().int(),
  /** Whether the certificate comes from Tillwise's own CA (to download and trust once per device). */
  localAuthority: z.boolean(),
  /** This machine's https addresses on the shop's network. */
  addresses: z.array(z.string()),
});
export type SecureAddress = z.infer<typeof secureAddressSchema>;

/** Where a device downloads the local CA's certificate. */
export const authorityCertificatePath = '/api/https/tillwise-ca.crt';
