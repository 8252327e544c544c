import type { Role } from '@tillwise/core/staff/permissions';

// The demo store: a garden centre with the spec's sample shapes (4 staff, 6 categories, 12 products, 10 customers).

export const demoStore = {
  id: 'store-1',
  name: 'Greenleaf Garden Centre',
  type: 'garden_centre',
  address: '418 Meadowbrook Lane',
  city: 'Asheville',
  state: 'NC',
  zip: '28803',
  phone: '(828) 555-0100',
  email: 'hello@greenleafgarden.com',
  tax_rate_bps: 825,
  tax_name: 'Sales Tax',
  // The store's own clock, where it stands (North Carolina), not the machine's: its days begin at its midnight.
  time_zone: 'America/New_York',
};

export const demoUsers: { id: string; name: string; email: string; role: Role }[] = [
  { id: 'user-admin', name: 'Olivia Bennett', email: 'olivia.bennett@greenleafgarden.com', role: 'admin' },
  { id: 'user-manager', name: 'Marcus Reid', email: 'marcus.reid@greenleafgarden.com', role: 'manager' },
  { id: 'user-cashier', name: 'Priya Shah', email: 'priya.shah@greenleafgarden.com', role: 'cashier' },
  { id: 'user-inventory', name: 'Tom Alvarez', email: 'tom.alvarez@greenleafgarden.com', role: 'inventory' },
];

export const demoCategories = [
  { id: 'cat-plants', name: 'Plants', color: '#16a34a', icon: 'Sprout' },
  { id: 'cat-seeds', name: 'Seeds', color: '#ca8a04', icon: 'Wheat' },
  { id: 'cat-tools', name: 'Tools', color: '#64748b', icon: 'Shovel' },
  { id: 'cat-pots', name: 'Pots', color: '#c2410c', icon: 'Container' },
  { id: 'cat-furniture', name: 'Furniture', color: '#7c3aed', icon: 'Armchair' },
  { id: 'cat-soil', name: 'Soil & Fertilizer', color: '#78350f', icon: 'Layers' },
];

export interface DemoProduct {
  id: string;
  name: string;
  sku: string;
  barcode: string | null;
  price_cents: number;
  cost_cents: number | null;
  tax_rate_bps: number;
  category_id: string;
  reorder_level: number;
  description: string;
  supplier: string;
  /** Stock after the sales history; opening stock is worked back from it. */
  finalStock: number;
  /** How often it sells, relative to the others. */
  popularity: number;
}

export const demoProducts: DemoProduct[] = [
  {
    id: 'prod-monstera',
    name: 'Monstera Deliciosa 25cm',
    sku: 'PLT-001',
    barcode: '5012345678900',
    price_cents: 3499,
    cost_cents: 1750,
    tax_rate_bps: 2000,
    category_id: 'cat-plants',
    reorder_level: 5,
    description: 'Easy-care Swiss cheese plant in a 25cm nursery pot.',
    supplier: 'Blue Ridge Nurseries',
    finalStock: 3,
    popularity: 6,
  },
  {
    id: 'prod-lavender',
    name: "Lavender 'Hidcote' 2L",
    sku: 'PLT-002',
    barcode: '5012345678917',
    price_cents: 899,
    cost_cents: 380,
    tax_rate_bps: 2000,
    category_id: 'cat-plants',
    reorder_level: 10,
    description: 'Compact English lavender, deep purple flowers, bee friendly.',
    supplier: 'Blue Ridge Nurseries',
    finalStock: 46,
    popularity: 10,
  },
  {
    id: 'prod-peace-lily',
    name: 'Peace Lily 17cm',
    sku: 'PLT-003',
    barcode: '5012345678924',
    price_cents: 1999,
    cost_cents: null,
    tax_rate_bps: 2000,
    category_id: 'cat-plants',
    reorder_level: 4,
    description: 'Shade-tolerant houseplant with white spathes.',
    supplier: 'Evergreen Wholesale',
    finalStock: 2,
    popularity: 5,
  },
  {
    id: 'prod-tomato-seeds',
    name: "Tomato 'Gardener's Delight' Seeds",
    sku: 'SED-001',
    barcode: '5012345678931',
    price_cents: 249,
    cost_cents: 90,
    tax_rate_bps: 0,
    category_id: 'cat-seeds',
    reorder_level: 8,
    description: 'Sweet cherry tomato, about 50 seeds per packet.',
    supplier: 'Heirloom Seed Co.',
    finalStock: 40,
    popularity: 9,
  },
  {
    id: 'prod-wildflower',
    name: 'Wildflower Meadow Seed Mix 500g',
    sku: 'SED-002',
    barcode: '5012345678948',
    price_cents: 1299,
    cost_cents: 560,
    tax_rate_bps: 0,
    category_id: 'cat-seeds',
    reorder_level: 6,
    description: 'Native annuals and perennials, sows about 25 square metres.',
    supplier: 'Heirloom Seed Co.',
    finalStock: 5,
    popularity: 4,
  },
  {
    id: 'prod-trowel',
    name: 'Stainless Steel Hand Trowel',
    sku: 'TLS-001',
    barcode: '5012345678955',
    price_cents: 1499,
    cost_cents: 640,
    tax_rate_bps: 2000,
    category_id: 'cat-tools',
    reorder_level: 3,
    description: 'Rust-proof blade with an ash wood handle.',
    supplier: 'Fieldcraft Tools',
    finalStock: 21,
    popularity: 4,
  },
  {
    id: 'prod-secateurs',
    name: 'Bypass Pruning Secateurs',
    sku: 'TLS-002',
    barcode: '5012345678962',
    price_cents: 2499,
    cost_cents: null,
    tax_rate_bps: 2000,
    category_id: 'cat-tools',
    reorder_level: 2,
    description: 'Sharp bypass blades for clean cuts up to 20mm.',
    supplier: 'Fieldcraft Tools',
    finalStock: 9,
    popularity: 3,
  },
  {
    id: 'prod-terracotta',
    name: 'Terracotta Pot 30cm',
    sku: 'POT-001',
    barcode: '5012345678979',
    price_cents: 1699,
    cost_cents: 700,
    tax_rate_bps: 2000,
    category_id: 'cat-pots',
    reorder_level: 7,
    description: 'Frost-resistant classic terracotta with drainage hole.',
    supplier: 'Clay & Kiln',
    finalStock: 1,
    popularity: 5,
  },
  {
    id: 'prod-ceramic',
    name: 'Glazed Ceramic Planter 40cm',
    sku: 'POT-002',
    barcode: '5012345678986',
    price_cents: 4499,
    cost_cents: 2100,
    tax_rate_bps: 2000,
    category_id: 'cat-pots',
    reorder_level: 1,
    description: 'Ocean-blue glaze, for patios and porches.',
    supplier: 'Clay & Kiln',
    finalStock: 6,
    popularity: 2,
  },
  {
    id: 'prod-bistro-set',
    name: 'Acacia Bistro Set',
    sku: 'FUR-001',
    barcode: null,
    price_cents: 24900,
    cost_cents: 15500,
    tax_rate_bps: 2000,
    category_id: 'cat-furniture',
    reorder_level: 1,
    description: 'Folding table and two chairs in oiled acacia.',
    supplier: 'Outdoor Living Ltd',
    finalStock: 4,
    popularity: 0.4,
  },
  {
    id: 'prod-compost',
    name: 'Peat-free Multi-purpose Compost 50L',
    sku: 'SOL-001',
    barcode: '5012345678993',
    price_cents: 999,
    cost_cents: null,
    tax_rate_bps: 1000,
    category_id: 'cat-soil',
    reorder_level: 10,
    description: 'Peat-free blend for sowing, potting and borders.',
    supplier: 'GrowRight Soils',
    finalStock: 8,
    popularity: 8,
  },
  {
    id: 'prod-tomato-feed',
    name: 'Organic Tomato Feed 1L',
    sku: 'SOL-002',
    barcode: null,
    price_cents: 749,
    cost_cents: 310,
    tax_rate_bps: 1000,
    category_id: 'cat-soil',
    reorder_level: 9,
    description: 'Seaweed-enriched liquid feed for tomatoes and fruiting plants.',
    supplier: 'GrowRight Soils',
    finalStock: 35,
    popularity: 6,
  },
];

export interface DemoCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string | null;
  notes: string | null;
  /** Days before `now` the customer was added. */
  addedDaysAgo: number;
  openingPoints: number;
  /** Whether the sales history attaches sales to this customer. */
  shops: boolean;
}

export const demoCustomers: DemoCustomer[] = [
  {
    id: 'cust-emma',
    name: 'Emma Thompson',
    email: 'emma.thompson@example.com',
    phone: '(828) 555-0142',
    address: '12 Willow Court, Asheville, NC 28801',
    notes: 'Prefers organic products.',
    addedDaysAgo: 200,
    openingPoints: 40,
    shops: true,
  },
  {
    id: 'cust-james',
    name: 'James Carter',
    email: 'james.carter@example.com',
    phone: '(828) 555-0178',
    address: null,
    notes: null,
    addedDaysAgo: 180,
    openingPoints: 0,
    shops: true,
  },
  {
    id: 'cust-sofia',
    name: 'Sofia Martinez',
    email: 'sofia.martinez@example.com',
    phone: '(828) 555-0193',
    address: '87 Oak Street, Weaverville, NC 28787',
    notes: 'Landscape gardener; asks for trade quantities.',
    addedDaysAgo: 150,
    openingPoints: 120,
    shops: true,
  },
  {
    id: 'cust-liam',
    name: "Liam O'Connor",
    email: 'liam.oconnor@example.com',
    phone: '(828) 555-0107',
    address: null,
    notes: null,
    addedDaysAgo: 120,
    openingPoints: 15,
    shops: true,
  },
  {
    id: 'cust-grace',
    name: 'Grace Kim',
    email: 'grace.kim@example.com',
    phone: '(828) 555-0165',
    address: '5 Birch Lane, Black Mountain, NC 28711',
    notes: null,
    addedDaysAgo: 110,
    openingPoints: 0,
    shops: true,
  },
  {
    id: 'cust-noah',
    name: 'Noah Williams',
    email: 'noah.williams@example.com',
    phone: '(828) 555-0121',
    address: null,
    notes: 'Member of the allotment society.',
    addedDaysAgo: 95,
    openingPoints: 60,
    shops: true,
  },
  {
    id: 'cust-ava',
    name: 'Ava Patel',
    email: 'ava.patel@example.com',
    phone: '(828) 555-0188',
    address: '230 Magnolia Ave, Asheville, NC 28806',
    notes: null,
    addedDaysAgo: 70,
    openingPoints: 0,
    shops: true,
  },
  {
    id: 'cust-ethan',
    name: 'Ethan Brooks',
    email: 'ethan.brooks@example.com',
    phone: '(828) 555-0134',
    address: null,
    notes: null,
    addedDaysAgo: 45,
    openingPoints: 25,
    shops: true,
  },
  {
    id: 'cust-mia',
    name: 'Mia Robinson',
    email: 'mia.robinson@example.com',
    phone: '(828) 555-0159',
    address: '19 Laurel Ridge, Fairview, NC 28730',
    notes: 'Delivery preferred for large pots.',
    addedDaysAgo: 5,
    openingPoints: 60,
    shops: false,
  },
  {
    id: 'cust-henry',
    name: 'Henry Nguyen',
    email: 'henry.nguyen@example.com',
    phone: '(828) 555-0116',
    address: null,
    notes: null,
    addedDaysAgo: 2,
    openingPoints: 20,
    shops: false,
  },
];

export const demoIntegrations = [
  {
    id: 'int-quickbooks',
    name: 'QuickBooks',
    kind: 'accounting',
    description: 'Sync sales, refunds and tax to your QuickBooks ledger.',
    logo: 'quickbooks',
    status: 'not_connected',
  },
  {
    id: 'int-xero',
    name: 'Xero',
    kind: 'accounting',
    description: 'Post daily takings and invoices to Xero automatically.',
    logo: 'xero',
    status: 'not_connected',
  },
  {
    id: 'int-shopify',
    name: 'Shopify',
    kind: 'ecommerce',
    description: 'Share products and stock levels with your Shopify store.',
    logo: 'shopify',
    status: 'not_connected',
  },
  {
    id: 'int-woocommerce',
    name: 'WooCommerce',
    kind: 'ecommerce',
    description: 'Keep your WooCommerce catalogue and orders in step.',
    logo: 'woocommerce',
    status: 'not_connected',
  },
  {
    id: 'int-stripe',
    name: 'Stripe',
    kind: 'payments',
    description: 'Take card payments at the till through Stripe Terminal.',
    logo: 'stripe',
    status: 'connected',
  },
  {
    id: 'int-square',
    name: 'Square',
    kind: 'payments',
    description: 'Accept card payments with Square readers.',
    logo: 'square',
    status: 'not_connected',
  },
];

/** The spec's receipt defaults; the business name is a placeholder until the store sets its own. */
// The receipt's name, address, phone and e-mail are the store's own (Settings › General) until a receipt
// overrides them: empty here, so a renamed store prints its new name.
export const defaultReceiptSettings = {
  id: 'receipt-1',
  logo: null,
  business_name: '',
  show_phone: 1,
  phone: '',
  show_email: 1,
  email: '',
  show_address: 1,
  address: '',
  header_message: '',
  footer_message: 'Thank you for your business!',
  show_barcode: 1,
  return_policy: 'Returns accepted within 30 days with receipt.',
};

export const demoReceiptSettings = {
  ...defaultReceiptSettings,
  header_message: 'Thanks for growing with us!',
};

/** The suppliers the demo catalogue names, with the details a purchase order goes out with. */
export const demoSuppliers = [
  {
    id: 'sup-blue-ridge',
    name: 'Blue Ridge Nurseries',
    contact_name: 'Dana Whitfield',
    email: 'orders@blueridgenurseries.example',
    phone: '(828) 555-0141',
    address: '210 Nursery Lane, Asheville, NC 28801',
    lead_time_days: 5,
  },
  {
    id: 'sup-evergreen',
    name: 'Evergreen Wholesale',
    contact_name: 'Marcus Lee',
    email: 'sales@evergreenwholesale.example',
    phone: '(503) 555-0178',
    address: '88 Timber Way, Portland, OR 97201',
    lead_time_days: 7,
  },
  {
    id: 'sup-heirloom',
    name: 'Heirloom Seed Co.',
    contact_name: 'Priya Raman',
    email: 'trade@heirloomseed.example',
    phone: '(802) 555-0112',
    address: '4 Granary Road, Burlington, VT 05401',
    lead_time_days: 4,
  },
  {
    id: 'sup-fieldcraft',
    name: 'Fieldcraft Tools',
    contact_name: 'Owen Brady',
    email: 'orders@fieldcraft.example',
    phone: '(412) 555-0190',
    address: '1200 Forge Street, Pittsburgh, PA 15201',
    lead_time_days: 10,
  },
  {
    id: 'sup-clay-kiln',
    name: 'Clay & Kiln',
    contact_name: 'Sofia Marin',
    email: 'hello@clayandkiln.example',
    phone: '(505) 555-0133',
    address: '35 Adobe Court, Santa Fe, NM 87501',
    lead_time_days: 14,
  },
  {
    id: 'sup-outdoor-living',
    name: 'Outdoor Living Ltd',
    contact_name: 'Grace Okafor',
    email: 'trade@outdoorliving.example',
    phone: '(704) 555-0165',
    address: '600 Patio Drive, Charlotte, NC 28202',
    lead_time_days: 12,
  },
  {
    id: 'sup-growright',
    name: 'GrowRight Soils',
    contact_name: 'Tom Haskins',
    email: 'orders@growrightsoils.example',
    phone: '(615) 555-0127',
    address: '77 Loam Road, Nashville, TN 37201',
    lead_time_days: 3,
  },
];
