// A day's trading on a running Tillwise, through its HTTP API only, as the tills, the back office and the store's
// outside systems do it: what scripts/write-upgrade-fixture.sh has an earlier release's own server record, so that
// the upgrade test has a store of that release to migrate. Only the API, so the one script trades on any release
// since the demo store had promotions, gift cards and offline sales (a later release's parts skip themselves on an
// earlier one):
//   node --import tsx scripts/upgrade-fixture-trading.ts http://127.0.0.1:3000
// It leaves a row in every table: keep it so when a release adds one (the upgrade test checks).
import { prepareStore, restock, waitForScheduledReport } from './upgrade-fixture-trading/back-office';
import { TillwiseApi } from './upgrade-fixture-trading/http';
import { Integrations } from './upgrade-fixture-trading/integrations';
import { closeShift, openTill, refundAndReturn, sellOffline, sellTheDay } from './upgrade-fixture-trading/sales';
import { tradeAhead } from './upgrade-fixture-trading/trade';

const api = new TillwiseApi(process.argv[2] ?? 'http://127.0.0.1:3000');
// A PIN mistyped once, then the admin's.
await api.call('POST', '/session', { userId: 'user-admin', pin: '1112' }, [401]);
await api.signIn('user-admin', '1111');

const integrations = await Integrations.connect(api);
const shop = await prepareStore(api, integrations.reportRecipients);
const till = await openTill(api);
const customerSale = await sellTheDay(api, shop, till);
const ahead = await tradeAhead(api, shop, till);
await integrations.useDuringTheDay(api, shop, till, customerSale);
await refundAndReturn(api, shop, till, customerSale);
await sellOffline(api, shop, till);
await closeShift(api, till);
await restock(api, shop);
await waitForScheduledReport(api);
const connected = await integrations.settle(api);

console.log(
  `Traded on ${api.base}: the day's sales (one offline, one held), a refund, a return, a shift closed` +
    [...ahead, ...connected].map((part) => `; ${part}`).join(''),
);
