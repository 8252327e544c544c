import { PageHeader } from '@/components/page-header';

export function SettingsRoute() {
  return <PageHeader title="Settings" description="Manage your store settings and preferences." />;
}
