import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

type Platform = 'Windows' | 'macOS' | 'iPadOS / iOS' | 'Android' | 'ChromeOS';

/** How to trust the Tillwise CA once on each kind of device, after downloading tillwise-ca.crt. */
const steps: Record<Platform, string[]> = {
  Windows: [
    'Open the downloaded tillwise-ca.crt and choose Install Certificate.',
    'Choose Local Machine, then "Place all certificates in the following store" › Browse › Trusted Root Certification Authorities.',
    'Finish, accept the security warning, and restart the browser.',
  ],
  macOS: [
    'Open the downloaded tillwise-ca.crt: Keychain Access adds it to the login keychain.',
    'Double-click "Tillwise local CA", open Trust, and set "When using this certificate" to Always Trust.',
    'Close the window (your password confirms it) and reload the page.',
  ],
  'iPadOS / iOS': [
    'Open this page in Safari and download the certificate; allow the configuration profile.',
    'Settings › General › VPN & Device Management › Tillwise local CA › Install.',
    'Settings › General › About › Certificate Trust Settings: turn on full trust for Tillwise local CA.',
  ],
  Android: [
    'Download the certificate.',
    'Settings › Security › More security settings › Encryption & credentials › Install a certificate › CA certificate.',
    'Choose tillwise-ca.crt, confirm, and open the https address in Chrome.',
  ],
  ChromeOS: [
    'Download the certificate.',
    'Settings › Privacy and security › Security › Manage certificates › Authorities › Import.',
    'Choose tillwise-ca.crt and tick "Trust this certificate for identifying websites".',
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
              <li key={step}>{step}</li>
            ))}
          </ol>
        </TabsContent>
      ))}
    </Tabs>
  );
}
