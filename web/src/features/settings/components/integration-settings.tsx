import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { toast } from '@/lib/toast';
import { integrationGroups } from '@tillwise/core/settings/integration-schemas';
import type { Integration } from '@tillwise/core/settings/integration-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { initials } from '@/lib/initials';

type Notice = { title: MessageDescriptor; description: MessageDescriptor };
type Kind = (typeof integrationGroups)[number]['kind'];

/** The groups as core's integrationGroups titles them. */
const groupMessages: Record<Kind, MessageDescriptor> = defineMessages({
  accounting: { id: 'settings.integrations.accounting', defaultMessage: 'Accounting Software' },
  ecommerce: { id: 'settings.integrations.ecommerce', defaultMessage: 'E-commerce Platforms' },
  payments: { id: 'settings.integrations.payments', defaultMessage: 'Payment Gateways' },
});

const notices = {
  configure: defineMessages({
    title: { id: 'settings.integrations.configure.title', defaultMessage: 'Configure {name}' },
    description: {
      id: 'settings.integrations.configure.description',
      defaultMessage: "{name}'s settings are managed in your {name} account.",
    },
  }),
  disconnect: defineMessages({
    title: { id: 'settings.integrations.disconnect.title', defaultMessage: 'Disconnecting from {name}' },
    description: {
      id: 'settings.integrations.disconnect.description',
      defaultMessage: '{name} has been disconnected from your account.',
    },
  }),
  connect: defineMessages({
    title: { id: 'settings.integrations.connect.title', defaultMessage: 'Connecting to {name}' },
    description: {
      id: 'settings.integrations.connect.description',
      defaultMessage: "You would now be redirected to {name}'s authorization page to allow Tillwise access.",
    },
  }),
} satisfies Record<string, Notice>;

/**
 * Integrations grouped as the spec lists them. Nothing here reaches outside the store (no outside network), so
 * Connect and Disconnect explain what would happen and the status stays as it is.
 */
export function IntegrationSettings({ integrations }: { integrations: Integration[] }) {
  const intl = useIntl();
  const setNotice = (notice: Notice, name: string) =>
    toast.info(intl.formatMessage(notice.title, { name }), {
      description: intl.formatMessage(notice.description, { name }),
    });
  return (
    <div className="space-y-6">
      {integrationGroups.map((group) => (
        <section key={group.kind} aria-label={intl.formatMessage(groupMessages[group.kind])} className="space-y-3">
          <h2 className="text-lg font-semibold">{intl.formatMessage(groupMessages[group.kind])}</h2>
          <div className="grid gap-4 md:grid-cols-2">
            {integrations
              .filter((integration) => integration.kind === group.kind)
              .map((integration) => (
                <Card key={integration.id}>
                  <CardHeader className="flex flex-row items-start gap-3">
                    <span
                      className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-sm font-semibold"
                      aria-hidden
                      data-logo={integration.logo}
                    >
                      {initials(integration.name)}
                    </span>
                    <div className="min-w-0 flex-1 space-y-1">
                      <CardTitle className="flex items-center justify-between gap-2">
                        {integration.name}
                        <Badge variant={integration.status === 'connected' ? 'success' : 'outline'}>
                          {integration.status === 'connected' ? (
                            <FormattedMessage id="settings.integrations.connected" defaultMessage="Connected" />
                          ) : (
                            <FormattedMessage id="settings.integrations.notConnected" defaultMessage="Not connected" />
                          )}
                        </Badge>
                      </CardTitle>
                      <CardDescription>{integration.description}</CardDescription>
                    </div>
                  </CardHeader>
                  <CardFooter className="justify-end gap-2">
                    {integration.status === 'connected' ? (
                      <>
                        <Button variant="outline" onClick={() => setNotice(notices.configure, integration.name)}>
                          <FormattedMessage id="settings.integrations.configure" defaultMessage="Configure" />
                        </Button>
                        <Button variant="outline" onClick={() => setNotice(notices.disconnect, integration.name)}>
                          <FormattedMessage id="settings.integrations.disconnect" defaultMessage="Disconnect" />
                        </Button>
                      </>
                    ) : (
                      <Button onClick={() => setNotice(notices.connect, integration.name)}>
                        <FormattedMessage id="settings.integrations.connect" defaultMessage="Connect" />
                      </Button>
                    )}
                  </CardFooter>
                </Card>
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
