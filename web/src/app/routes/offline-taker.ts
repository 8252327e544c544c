/** Who took a sale or refund offline, with their offline credential: the server files it under them only with it. */
export async function takerOf(userId: string) {
  const credential = await import('@/features/session/api/offline-credential')
    .then(({ openCredentialOf }) => openCredentialOf(userId))
    .catch(() => null);
  return { takenBy: userId, ...(credential && { credential }) };
}
