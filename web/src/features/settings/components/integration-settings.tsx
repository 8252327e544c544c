import { toast } from '@/lib/toast';
import { integrationGroups } from '@tillwise/core/settings/integration-schemas';
import type { Integration } from '@tillwise/core/settings/integration-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { initials } from '@/lib/initials';

type Notice = { title: string; description: string };
const setNotice = (notice: Notice) => toast.info(notice.title, { description: notice.description });

/**
 * Integrations grouped as the spec lists them. Nothing here reaches outside the store (no outside network), so
 * Connect and Disconnect explain what would happen and the status stays as it is.
 */
export function IntegrationSettings({ integrations }: { integrations: Integration[] }) {
  return (
    <div className="space-y-6">
      {integrationGroups.map((group) => (
        <section key={group.kind} aria-label={group.title} className="space-y-3">
          <h2 className="text-lg font-semibold">{group.title}</h2>
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
                          {integration.status === 'connected' ? 'Connected' : 'Not connected'}
                        </Badge>
                      </CardTitle>
                      <CardDescription>{integration.description}</CardDescription>
                    </div>
                  </CardHeader>
                  <CardFooter className="justify-end gap-2">
                    {integration.status === 'connected' ? (
                      <>
                        <Button
                          variant="outline"
                          onClick={() =>
                            setNotice({
                              title: `Configure ${integration.name}`,
                              description: `${integration.name}'s settings are managed in your ${integration.name} account.`,
                            })
                          }
                        >
                          Configure
                        </Button>
                        <Button
                          variant="outline"
                          onClick={() =>
                            setNotice({
                              title: `Disconnecting from ${integration.name}`,
                              description: `${integration.name} has been disconnected from your account.`,
                            })
                          }
                        >
                          Disconnect
                        </Button>
                      </>
                    ) : (
                      <Button
                        onClick={() =>
                          setNotice({
                            title: `Connecting to ${integration.name}`,
                            description: `You would now be redirected to ${integration.name}'s authorization page to allow Tillwise access.`,
                          })
                        }
                      >
                        Connect
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
