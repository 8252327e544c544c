import { createContext } from 'react';

/**
 * The location (its key) the sign-in screen was showing when someone signed in there; null while the session was
 * kept from before. A screen that person may not open, still at that location, sends them to their own first one.
 */
export const SignedInAtContext = createContext<string | null>(null);
