import { mainBranch, riversideBranch } from './demo-branches';
import type { DemoStore } from './demo-branches';
import { demoCustomers, demoProducts, demoSuppliers } from './demo-catalog';
import type { DemoEdition } from './demo-edition';

// The demo garden centre as a British shop (TILLWISE_DEMO=uk, issue 47): the same staff, products and shelf prices
// (as pence), sold in pounds with 20 % VAT included in every price, in Harrogate and York. Phone numbers are from
// Ofcom's ranges kept for drama, as the US demo's are 555 numbers.

// One company, one VAT registration: both shops print the same number.
const vatNumber = 'GB 123 4567 89';

const britishWays = {
  tax_rate_bps: 2000,
  tax_name: 'VAT',
  time_zone: 'Europe/London',
  locale: 'en-GB',
  currency: 'GBP',
  vat_number: vatNumber,
  prices_include_tax: 1,
};

const harrogate: DemoStore = {
  ...mainBranch.store,
  ...britishWays,
  address: '14 Orchard Lane',
  city: 'Harrogate',
  state: 'North Yorkshire',
  zip: 'HG1 2AB',
  phone: '01632 960100',
};

const york: DemoStore = {
  ...riversideBranch.store,
  ...britishWays,
  address: '27 Skeldergate',
  city: 'York',
  state: 'North Yorkshire',
  zip: 'YO1 6DH',
  phone: '01632 960177',
};

// Where the customers live and their mobiles, by the US demo customer's id; a customer without an address has none.
const customersAtHome: Record<string, { phone: string; address: string | null }> = {
  'cust-emma': { phone: '07700 900142', address: '12 Willow Court, Harrogate HG2 7QF' },
  'cust-james': { phone: '07700 900178', address: null },
  'cust-sofia': { phone: '07700 900193', address: '87 Oak Street, Knaresborough HG5 8DP' },
  'cust-liam': { phone: '07700 900107', address: null },
  'cust-grace': { phone: '07700 900165', address: '5 Birch Lane, Ripon HG4 1QT' },
  'cust-noah': { phone: '07700 900121', address: null },
  'cust-ava': { phone: '07700 900188', address: '230 Magnolia Avenue, York YO24 1AX' },
  'cust-ethan': { phone: '07700 900134', address: null },
  'cust-mia': { phone: '07700 900159', address: '19 Laurel Rise, Wetherby LS22 6RT' },
  'cust-henry': { phone: '07700 900116', address: null },
};

// The same suppliers, each at a British address with its phone, by the US demo supplier's id.
const suppliersAtWork: Record<string, { phone: string; address: string }> = {
  'sup-blue-ridge': { phone: '01632 960141', address: '210 Nursery Lane, Harrogate HG3 1PL' },
  'sup-evergreen': { phone: '0117 496 0178', address: '88 Timber Way, Bristol BS1 6QA' },
  'sup-heirloom': { phone: '01632 960112', address: '4 Granary Road, Norwich NR3 1HN' },
  'sup-fieldcraft': { phone: '0114 496 0190', address: '12 Forge Street, Sheffield S1 2HE' },
  'sup-clay-kiln': { phone: '01632 960133', address: '35 Kiln Court, Stoke-on-Trent ST1 3DW' },
  'sup-outdoor-living': { phone: '0161 496 0165', address: '6 Patio Drive, Manchester M4 1BT' },
  'sup-growright': { phone: '0116 496 0127', address: '77 Loam Road, Leicester LE1 5WW' },
};

const britishOf = <T extends { id: string }, B>(rows: readonly T[], british: Record<string, B>): (T & B)[] =>
  rows.map((row) => {
    const own = british[row.id];
    if (!own) throw new Error(`the UK demo has no British details for ${row.id}`);
    return { ...row, ...own };
  });

/** The UK edition: both shops en-GB in pounds with VAT included, every product at 20 %, British addresses. */
export const ukDemoEdition: DemoEdition = {
  branches: [
    { ...mainBranch, store: harrogate },
    { ...riversideBranch, store: york },
  ],
  products: demoProducts.map((product) => ({ ...product, tax_rate_bps: britishWays.tax_rate_bps })),
  customers: britishOf(demoCustomers, customersAtHome),
  suppliers: britishOf(demoSuppliers, suppliersAtWork),
};
