import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useMatch } from 'react-router';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { newOutboxEntry } from '@tillwise/core/outbox/outbox';
import { flushOutbox, startOutboxSender } from '@/features/outbox/api/outbox-sender';
import { outboxStore } from '@/features/outbox/api/outbox-store';
import { setKeeper } from '@/lib/keep-for-later';
import { connectivity } from '@/lib/connectivity';
import { sessionQueryKey } from '@/lib/query-client';
import { useSignOut } from '@/features/session/api/sign-out';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { roleMessages } from '@/features/session/components/role-messages';
import { OpenShiftWarning } from './open-shift-warning';
import { useAutoLock } from './use-auto-lock';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** The shared layout: sidebar, header and the active screen. */
export function AppLayout({ session }: { session: Session }) {
  const intl = useIntl();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // A tablet's width at the till goes to the products and the sale side by side; the sidebar folds into the menu.
  const atTill = useMatch('/pos') !== null;
  const signOut = useSignOut();
  const endSession = () => signOut.mutate();
  const preferences = usePreferences();
  useAutoLock(preferences.data?.security.autoLockMinutes ?? 0, endSession);
  // What the till recorded while the server could not hear goes out whoever is signed in (it is the till's).
  // Someone signing in is also the moment to send what waited for a session.
  useEffect(() => {
    startOutboxSender();
    void flushOutbox(true);
  }, [session.user.id]);
  // A void or cash movement the server cannot hear of now waits in the same outbox, under whoever did it.
  useEffect(() => {
    setKeeper(async (write) => {
      await outboxStore.add(newOutboxEntry({ ...write, staffName: session.user.name }, new Date()));
      void flushOutbox();
    });
    return () => setKeeper(null);
  }, [session.user.name]);
  // When the server is back, the session is asked for again: one made offline must be signed in anew.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connectivity.subscribe(() => {
        if (connectivity.get().online) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }),
    [queryClient],
  );

  return (
    <div className="flex min-h-svh bg-muted/30">
      <Sidebar
        role={session.user.role}
        dockedFromDesktop={atTill}
        open={sidebarOpen}
        onClose={() => setSidebarOpen(false)}
        onSwitchUser={endSession}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <Header
          session={session}
          sidebarDockedFromDesktop={atTill}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
          onProfile={() =>
            toast(session.user.name, {
              description: [session.user.email, intl.formatMessage(roleMessages[session.user.role])]
                .filter(Boolean)
                .join(' · '),
            })
          }
          onLogout={endSession}
        />
        <main className="flex-1 space-y-6 p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
        <OpenShiftWarning enabled={session.permissions.includes('pos:sell')} />
      </div>
    </div>
  );
}
