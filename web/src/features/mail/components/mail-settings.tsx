import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useMailSettings } from '../api/get-mail-settings';
import { MailMessagesCard } from './mail-messages-card';
import { MailSettingsForm } from './mail-settings-form';
import { MailTestCard } from './mail-test-card';

/** Settings › Integrations › E-mail: the SMTP server, a test message, and the recent messages with their status. */
export function MailSettings() {
  const settings = useMailSettings();
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton className="h-64" />;
  return (
    <div className="space-y-6">
      <MailSettingsForm settings={settings.data} />
      <MailTestCard configured={settings.data.configured} />
      <MailMessagesCard />
    </div>
  );
}
