/**
 * The store the signed-in session works in, as the app shows it at this moment. The app's query client answers it
 * from the session it holds (lib/query-client.ts), so shared code such as kept answers can name the store without
 * reaching into a feature; it is null while nobody is signed in.
 */
let readStoreId: () => string | null = () => null;

export function followSignedInStore(read: () => string | null): void {
  readStoreId = read;
}

export const signedInStoreId = (): string | null => readStoreId();
