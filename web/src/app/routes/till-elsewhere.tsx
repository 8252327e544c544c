import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import type { Session } from '@tillwise/core/staff/staff-schemas';
import { useSwitchStore } from '@/features/store/api/switch-store';
import { TillStoreMismatch } from '@/features/till/components/till-store-mismatch';
import type { ThisTill } from '@/features/till/hooks/till-store';

/**
 * The till screen on a till of another store than the session's: which store it belongs to, and the switch there
 * when the member may work in it. Loaded only when it happens, keeping it off the till's first load.
 */
export function TillElsewhere({ till, session }: { till: ThisTill; session: Session }) {
  const intl = useIntl();
  const switchStore = useSwitchStore({
    onSuccess: (next) =>
      toast.success(
        intl.formatMessage(
          { id: 'pos.nowWorkingIn', defaultMessage: 'Now working in {store}' },
          { store: next.store.name },
        ),
      ),
    onError: (error) => toast.error(error.message),
  });
  const reachable = session.stores.find((store) => store.id === till.storeId);
  return (
    <TillStoreMismatch
      tillName={till.name}
      storeName={
        reachable?.name ??
        till.storeName ??
        intl.formatMessage({ id: 'pos.anotherStore', defaultMessage: 'another store' })
      }
      onSwitch={reachable && (() => switchStore.mutate({ storeId: reachable.id }))}
      switching={switchStore.isPending}
    />
  );
}
