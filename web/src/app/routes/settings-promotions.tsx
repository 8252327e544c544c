import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useCustomerGroups } from '@/features/promotion/api/get-customer-groups';
import { PriceListCard } from '@/features/promotion/components/price-list-card';
import { PromotionList } from '@/features/promotion/components/promotion-list';
import { usePreferences } from '@/features/settings/api/get-preferences';
import { PromotionRefundSettings } from '@/features/settings/components/promotion-refund-settings';
import { useStores } from '@/features/store/api/get-stores';

/**
 * Settings › Promotions: the promotions the tills apply, how refunds treat them, and the customer groups' price
 * lists.
 */
export function PromotionSettings({ canManageStores }: { canManageStores: boolean }) {
  const categories = useCategories();
  const groups = useCustomerGroups();
  const stores = useStores(canManageStores);
  const preferences = usePreferences();
  const failed = [categories, groups].find((query) => query.isError);
  if (failed?.error) return <QueryError error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!categories.data || !groups.data) return <Skeleton className="h-64" />;
  const choices = {
    categories: categories.data,
    groups: groups.data.items,
    stores: stores.data?.map((store) => ({ id: store.id, name: store.name })) ?? [],
  };
  return (
    <div className="space-y-6">
      <PromotionList choices={choices} />
      {preferences.data && <PromotionRefundSettings initial={preferences.data.refunds} />}
      <PriceListCard groups={groups.data} categories={categories.data} />
    </div>
  );
}
