import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { loadToasts, toasterMounted } from '@/lib/toast';
import { AppIntlProvider } from './intl-provider';

// Toasts load just after the first screen: none can show before someone does something.
const Toaster = lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

/** Everything every screen relies on: the query cache, the messages in the signed-in person's language, the toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => void loadToasts(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AppIntlProvider>
        {children}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </AppIntlProvider>
    </QueryClientProvider>
  );
}

/** The Toaster, saying once it listens: its own effects run before this one's. */
function Toasts() {
  useEffect(toasterMounted, []);
  return <Toaster position="top-right" richColors closeButton />;
}
