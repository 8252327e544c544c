import { defineMessage, FormattedMessage } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

type Platform = 'Windows' | 'macOS' | 'iPadOS / iOS' | 'Android' | 'ChromeOS';

/** How to trust the Tillwise CA once on each kind of device, after downloading tillwise-ca.crt. */
const steps: Record<Platform, MessageDescriptor[]> = {
  Windows: [
    defineMessage({
      id: 'secureTill.steps.windows.1',
      defaultMessage: 'Open the downloaded tillwise-ca.crt and choose Install Certificate.',
    }),
    defineMessage({
      id: 'secureTill.steps.windows.2',
      defaultMessage:
        'Choose Local Machine, then "Place all certificates in the following store" › Browse › Trusted Root Certification Authorities.',
    }),
    defineMessage({
      id: 'secureTill.steps.windows.3',
      defaultMessage: 'Finish, accept the security warning, and restart the browser.',
    }),
  ],
  macOS: [
    defineMessage({
      id: 'secureTill.steps.macos.1',
      defaultMessage: 'Open the downloaded tillwise-ca.crt: Keychain Access adds it to the login keychain.',
    }),
    defineMessage({
      id: 'secureTill.steps.macos.2',
      defaultMessage:
        'Double-click "Tillwise local CA", open Trust, and set "When using this certificate" to Always Trust.',
    }),
    defineMessage({
      id: 'secureTill.steps.macos.3',
      defaultMessage: 'Close the window (your password confirms it) and reload the page.',
    }),
  ],
  'iPadOS / iOS': [
    defineMessage({
      id: 'secureTill.steps.ios.1',
      defaultMessage: 'Open this page in Safari and download the certificate; allow the configuration profile.',
    }),
    defineMessage({
      id: 'secureTill.steps.ios.2',
      defaultMessage: 'Settings › General › VPN & Device Management › Tillwise local CA › Install.',
    }),
    defineMessage({
      id: 'secureTill.steps.ios.3',
      defaultMessage:
        'Settings › General › About › Certificate Trust Settings: turn on full trust for Tillwise local CA.',
    }),
  ],
  Android: [
    defineMessage({ id: 'secureTill.steps.android.1', defaultMessage: 'Download the certificate.' }),
    defineMessage({
      id: 'secureTill.steps.android.2',
      defaultMessage:
        'Settings › Security › More security settings › Encryption & credentials › Install a certificate › CA certificate.',
    }),
    defineMessage({
      id: 'secureTill.steps.android.3',
      defaultMessage: 'Choose tillwise-ca.crt, confirm, and open the https address in Chrome.',
    }),
  ],
  ChromeOS: [
    defineMessage({ id: 'secureTill.steps.chromeos.1', defaultMessage: 'Download the certificate.' }),
    defineMessage({
      id: 'secureTill.steps.chromeos.2',
      defaultMessage: 'Settings › Privacy and security › Security › Manage certificates › Authorities › Import.',
    }),
    defineMessage({
      id: 'secureTill.steps.chromeos.3',
      defaultMessage: 'Choose tillwise-ca.crt and tick "Trust this certificate for identifying websites".',
    }),
  ],
};

/** Guessed from the browser, to open on the steps for this device. */
function thisPlatform(): Platform {
  const agent = navigator.userAgent;
  if (/CrOS/.test(agent)) return 'ChromeOS';
  if (/Android/.test(agent)) return 'Android';
  if (/iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1))
    return 'iPadOS / iOS';
  if (/Macintosh/.test(agent)) return 'macOS';
  return 'Windows';
}

export function DeviceSteps() {
  return (
    <Tabs defaultValue={thisPlatform()}>
      <TabsList className="flex h-auto flex-wrap">
        {Object.keys(steps).map((platform) => (
          <TabsTrigger key={platform} value={platform}>
            {platform}
          </TabsTrigger>
        ))}
      </TabsList>
      {Object.entries(steps).map(([platform, list]) => (
        <TabsContent key={platform} value={platform}>
          <ol className="list-decimal space-y-1.5 pl-5 text-sm">
            {list.map((step) => (
              <li key={step.id}>
                <FormattedMessage {...step} />
              </li>
            ))}
          </ol>
        </TabsContent>
      ))}
    </Tabs>
  );
}
