import { describe, expect, it } from 'vitest';
import { signWebhookBody, verifyWebhookSignature } from './webhook-signature';

describe('webhook signatures', () => {
  const body = '{"id":"evt","type":"sale.completed"}';
  it('is the HMAC-SHA256 of "t.body" in hex (as Node\'s createHmac computes it)', () => {
    const expected = 'a6dd103c5aa9774160d69690e80caa5aaaff1ade079686c246cadaa0ca4d5f02';
    expect(signWebhookBody('whsec_1', 1_700_000_000, body)).toBe(`t=1700000000,v1=${expected}`);
  });
  it('verifies the body it signed, and refuses another body, secret or an old timestamp', () => {
    const header = signWebhookBody('whsec_1', 1_700_000_000, body);
    expect(verifyWebhookSignature('whsec_1', header, body, 1_700_000_010)).toBe(true);
    expect(verifyWebhookSignature('whsec_1', header, `${body} `, 1_700_000_010)).toBe(false);
    expect(verifyWebhookSignature('whsec_2', header, body, 1_700_000_010)).toBe(false);
    expect(verifyWebhookSignature('whsec_1', header, body, 1_700_000_000 + 301)).toBe(false);
    expect(verifyWebhookSignature('whsec_1', 'v1=abc', body, 1_700_000_000)).toBe(false);
  });
});
