import { z } from 'zod';

/** How long an offline credential holds: a till offline longer needs someone to sign in online again. */
export const offlineCredentialHours = 24;

/** What an offline credential says, signed by the server: who, on which till of which store, until when. */
export const offlineCredentialClaimsSchema = z.object({
  v: z.literal(1),
  userId: z.string(),
  tillId: z.string(),
  storeId: z.string(),
  role: z.string(),
  /** A digest of the person's role, PIN and being active when it was issued: any change revokes it. */
  state: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
});
export type OfflineCredentialClaims = z.infer<typeof offlineCredentialClaimsSchema>;

export const issueOfflineCredentialInputSchema = z.object({ tillId: z.string().min(1).max(64) });

export const offlineCredentialSchema = z.object({ credential: z.string(), expiresAt: z.string() });
export type OfflineCredential = z.infer<typeof offlineCredentialSchema>;

/** An offline sale or refund kept for a manager because its proof did not hold. */
export const heldOfflineActionSchema = z.object({
  id: z.string(),
  kind: z.enum(['sale', 'refund']),
  tillId: z.string(),
  sentBy: z.object({ id: z.string(), name: z.string() }),
  takenBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  capturedAt: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  reason: z.string(),
  receivedAt: z.string(),
  status: z.enum(['held', 'recorded', 'dismissed']),
});
export type HeldOfflineAction = z.infer<typeof heldOfflineActionSchema>;

export const heldOfflineActionListSchema = z.object({ items: z.array(heldOfflineActionSchema) });

export const resolveHeldActionInputSchema = z.object({ decision: z.enum(['record', 'dismiss']) });

/** The answer to an offline sale or refund held for review (HTTP 202): the till's outbox is done with it. */
export const heldAnswerSchema = z.object({ held: z.literal(true), id: z.string(), message: z.string() });
