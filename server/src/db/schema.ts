import type { Generated } from 'kysely';

// Row types of the database, column for column with migrations/. Booleans are 0/1 integers.
export interface StoreTable {
  id: string;
  name: string;
  type: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** The store's phone and e-mail, which its receipts print unless they say otherwise (migration 031). */
  phone: Generated<string>;
  email: Generated<string>;
  tax_rate_bps: number;
  tax_name: string;
  is_demo: number;
  created_at: string;
  time_zone: Generated<string>;
  /** The most one card payment taken offline may be; above it the sale is refused. */
  offline_card_limit_cents: Generated<number>;
  /** 1 when shelf prices include tax (UK/EU/AU style). */
  prices_include_tax: Generated<number>;
  /** Cash totals round to this many cents (0: no rounding). */
  cash_rounding_cents: Generated<number>;
  /** The store's taxes beside its main one ([{ name, rate, categoryIds }]); null for none. */
  additional_taxes_json?: string | null;
  /** Its language and number formats, a BCP 47 tag such as 'en-GB' (migration 045). */
  locale: Generated<string>;
  /** Its ISO 4217 currency: every amount of the store is in its minor units. */
  currency: Generated<string>;
  /** Printed on its receipts and VAT invoices; empty for none. */
  vat_number: Generated<string>;
}

export interface StorePreferencesTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  name: string;
  /** Staff sign in with a PIN: an e-mail is for their contact only, unique when given. */
  email: string | null;
  role: string;
  pin_hash: string;
  is_active: Generated<number>;
  failed_pin_attempts: Generated<number>;
  locked_until: string | null;
  created_at: string;
  /** 'staff', or 'api_key' for the identity an API key acts as (never signs in, not on the staff list). */
  kind: Generated<string>;
  /** The language this member works in; null: the store's (migration 045). */
  language?: string | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  /** The store the staff member works in for this session (switchable by admins and chain managers). */
  store_id: string | null;
}

export interface CategoriesTable {
  id: string;
  name: string;
  color: string | null;
  icon: string;
  sort_order: number;
  /** 1, or 0 for a category offered nowhere new (no till chip, no choice for a new product); its products keep it. */
  is_active: Generated<number>;
}

export interface ProductsTable {
  id: string;
  name: string;
  sku: string;
  barcode: string | null;
  price_cents: number;
  cost_cents: number | null;
  tax_rate_bps: number;
  category_id: string;
  image: string | null;
  reorder_level: number | null;
  description: string;
  supplier: string;
  is_active: number;
  created_at: string;
  updated_at: string;
  /** 'unit' (the database's default), or 'kg', 'lb', 'oz' or 'g' for goods sold by weight (price per that unit, stock and
   * every quantity in thousandths of it: 0.450 lb is 450). */
  sold_by?: string;
  /** The product this one is a variant of; null for a product sold as it is, or a parent. */
  parent_id?: string | null;
  /** A parent's options, JSON [{ name, values }]; null for every other product. */
  options_json?: string | null;
  /** A variant's values, JSON { option: value } in the options' order; null for every other product. */
  option_values_json?: string | null;
}

export interface CustomersTable {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  loyalty_points: number;
  created_at: string;
  /** The running sum of the customer's store_credit_ledger; never below zero. */
  store_credit_cents: Generated<number>;
  /** The customer group (Trade, Staff, Members) whose promotions and price list apply; null for none. */
  group_id?: string | null;
  /** A trade account's credit limit; null: the customer has no account. */
  account_limit_cents?: number | null;
  account_terms_days?: number | null;
  /** The running sum of the customer's account_ledger: what they owe; never past the limit when it grows. */
  account_balance_cents: Generated<number>;
  /** A business customer's VAT number, printed on their VAT invoice (migration 045). */
  vat_number?: string | null;
}

export interface CountersTable {
  name: string;
  value: number;
}

export interface OrdersTable {
  id: string;
  number: string;
  status: string;
  customer_id: string | null;
  user_id: string;
  subtotal_cents: number;
  discount_cents: number;
  /** The discount as typed at the till (percent or amount), kept so a parked sale resumes with it. */
  discount_json: string | null;
  tax_cents: number;
  total_cents: number;
  item_count: number;
  refunded_cents: Generated<number>;
  loyalty_earned: Generated<number>;
  loyalty_redeemed: Generated<number>;
  note: string | null;
  created_at: string;
  completed_at: string | null;
  /** The store-local date the sale completed on; null while parked. */
  business_date: string | null;
  till_id: string | null;
  /** The drawer session the sale was taken in; null while parked, or where the store takes no cash. */
  shift_id: string | null;
  store_id: string | null;
  /** 1 when a till took the sale offline and sent it later. */
  captured_offline: Generated<number>;
  /** 1 when the till charged a price (or tax rate) other than the catalogue's at that moment. */
  offline_price_differs: Generated<number>;
  /** 1 when the sale's prices included its tax. */
  prices_include_tax: Generated<number>;
  /** What rounding the cash paid added to the total (negative when rounded down). */
  cash_rounding_cents: Generated<number>;
  /** Gift cards sold or reloaded in the sale ([{ code, amountCents, kind }]); null when none. */
  gift_cards_json: string | null;
  gift_cards_cents: Generated<number>;
  /** The coupon codes typed on a parked sale (["SPRING10"]), kept so it resumes with them; null when none. */
  coupon_codes_json?: string | null;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  name: string;
  sku: string;
  unit_price_cents: number;
  unit_cost_cents: number | null;
  quantity: number;
  discount_cents: number;
  discount_json: string | null;
  tax_rate_bps: number;
  tax_cents: number;
  total_cents: number;
  /** Each of the line's taxes ([{ name, rate, taxCents }]) when it carries more than one; null otherwise. */
  taxes_json?: string | null;
  /** The catalogue price this line replaced when the till changed its price; null when sold at the catalogue's. */
  catalog_price_cents?: number | null;
  /** The unit when the line was sold by weight (its quantity is thousandths of it); null for units. */
  sold_by?: string | null;
  /** The part of discount_cents the sale's promotions took. */
  promotion_cents?: Generated<number>;
  /** Each promotion's cents on the line ([{ promotionId, name, cents }]); null when none. */
  promotions_json?: string | null;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  method: string;
  status: string;
  amount_cents: number;
  tendered_cents: number | null;
  change_cents: number;
  reference: string | null;
  created_at: string;
}

export interface RefundsTable {
  id: string;
  number: string;
  order_id: string;
  user_id: string;
  reason: string;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  amount_cents: number;
  loyalty_reversed: number;
  created_at: string;
  business_date: string | null;
  till_id: string | null;
  shift_id: string | null;
  /** The store that took the refund (and got the stock back), which may not be the one that sold it. */
  store_id: string | null;
  /** 1 when a till gave the refund offline and sent it later. */
  captured_offline: Generated<number>;
  /** Cash rounding in this refund: its cash share rounded, or the sale's rounding settled by its last refund. */
  cash_rounding_cents: Generated<number>;
}

/** Goods brought back without a receipt: belongs to no sale, priced from the catalogue when it was made. */
export interface ReturnsTable {
  id: string;
  number: string;
  store_id: string;
  till_id: string;
  shift_id: string | null;
  user_id: string;
  /** The manager whose PIN allowed it, when the one giving it may not alone. */
  approved_by: string | null;
  /** Who got the store credit; may be empty for cash. */
  customer_id: string | null;
  /** 'store_credit' or 'cash'. */
  tender: string;
  reason: string;
  subtotal_cents: number;
  tax_cents: number;
  /** What went back to the customer, cash rounding included. */
  amount_cents: number;
  cash_rounding_cents: Generated<number>;
  created_at: string;
  business_date: string;
}

export interface ReturnLinesTable {
  id: string;
  return_id: string;
  product_id: string;
  name: string;
  sku: string;
  quantity: number;
  unit_price_cents: number;
  tax_rate_bps: number;
  /** Each of the line's taxes when it carries more than one (as order_lines); null otherwise. */
  taxes_json: string | null;
  tax_cents: number;
  /** The line's value with its tax. */
  amount_cents: number;
  /** The unit when returned by weight (its quantity is thousandths of it); null for units. */
  sold_by?: string | null;
  /** The product's cost when it was taken back (per kg or lb when by weight); null when it had none. */
  unit_cost_cents?: number | null;
}

export interface RefundTendersTable {
  id: string;
  refund_id: string;
  /** The sale's payment the money went back to. */
  payment_id: string;
  method: string;
  amount_cents: number;
  reference: string | null;
  /** 'completed', or 'stored' when it goes back to a card stored offline and waits for that card's authorisation. */
  status: Generated<string>;
}

export interface RefundLinesTable {
  id: string;
  refund_id: string;
  order_line_id: string;
  quantity: number;
  tax_cents: number;
  amount_cents: number;
}

export interface StockMovementsTable {
  id: string;
  product_id: string;
  quantity_change: number;
  reason: string;
  reference: string | null;
  note: string | null;
  user_id: string | null;
  created_at: string;
  store_id: string | null;
}

/** A store's receipt: its name, address, phone and e-mail empty print the store's own (migration 031). */
export interface ReceiptSettingsTable {
  id: string;
  logo: string | null;
  business_name: string;
  show_phone: number;
  phone: string;
  show_email: number;
  email: string;
  show_address: number;
  address: string;
  header_message: string;
  footer_message: string;
  show_barcode: number;
  /** Print a QR code of the receipt's public page (migration 044). */
  show_receipt_link: Generated<number>;
  return_policy: string;
  updated_at: string;
  store_id: string | null;
}

export interface IntegrationsTable {
  id: string;
  name: string;
  kind: string;
  description: string;
  logo: string;
  status: string;
  sort_order: number;
}

export interface DailySalesTable {
  store_id: string;
  business_date: string;
  user_id: string;
  transactions: number;
  items: number;
  gross_cents: number;
  discount_cents: number;
  tax_cents: number;
  refund_count: number;
  refunded_cents: number;
  refunded_tax_cents: number;
  loyalty_earned: number;
  loyalty_redeemed: number;
  /** What cash rounding added to the day's sales. */
  cash_rounding_cents?: number;
  /** What cash rounding gave back on the day's refunds and returns without receipt. */
  refunded_cash_rounding_cents?: number;
}

/** A day's additional taxes (beyond each line's main one) by the lines' main rate, refunds taken off. */
export interface DailyTaxesTable {
  store_id: string;
  business_date: string;
  main_rate_bps: number;
  name: string;
  /** Percent, as the tax: 2 means 2 %. */
  rate: number;
  tax_cents: number;
}

/** The customers who bought in a store on a day (the Finance tab's active customers). */
export interface DailyCustomersTable {
  store_id: string;
  business_date: string;
  customer_id: string;
}

/** A day's net movement of a ledger ('gift_card' or 'store_credit') in a store: the liability is their sum. */
export interface DailyLedgersTable {
  ledger: string;
  business_date: string;
  store_id: string;
  amount_cents: number;
}

export interface DailyProductSalesTable {
  store_id: string;
  business_date: string;
  product_id: string;
  tax_rate_bps: number;
  quantity: number;
  net_cents: number;
  tax_cents: number;
  cost_cents: number;
}

export interface MonthlyProductSalesTable {
  store_id: string;
  /** 'yyyy-MM' */
  month: string;
  product_id: string;
  tax_rate_bps: number;
  quantity: number;
  net_cents: number;
  tax_cents: number;
  cost_cents: number;
}

export interface DailyPaymentsTable {
  store_id: string;
  business_date: string;
  method: string;
  amount_cents: number;
  payment_count: number;
}

export interface ReportSchedulesTable {
  id: string;
  tab: string;
  frequency: string;
  /** 'HH:mm', store-local. */
  time: string;
  /** The period (day or month) last run, so each runs once. */
  last_period: string | null;
  last_run_at: string | null;
  created_by: string;
  created_at: string;
  /** JSON array of the addresses each run is e-mailed to (migration 043). */
  recipients_json: Generated<string>;
}

export interface ReportFilesTable {
  id: string;
  schedule_id: string | null;
  tab: string;
  from_date: string;
  to_date: string;
  file_name: string;
  created_at: string;
}

export interface TillsTable {
  id: string;
  name: string;
  is_active: Generated<number>;
  created_at: string;
  store_id: string | null;
}

export interface ShiftsTable {
  id: string;
  till_id: string;
  /** 'open' → 'counted' → 'closed'. */
  status: string;
  /** The store-local date the shift opened on. */
  business_date: string;
  opened_by: string;
  opened_at: string;
  opening_float_cents: number;
  /** JSON of the opening count by denomination; null when a total was typed. */
  opening_counts: string | null;
  counted_by: string | null;
  counted_at: string | null;
  counted_cents: number | null;
  counted_counts: string | null;
  /** The first (blind) count, kept when a manager counts again. */
  first_counted_cents: number | null;
  recounted_by: string | null;
  expected_cents: number | null;
  over_short_cents: number | null;
  reason: string | null;
  float_left_cents: number | null;
  closed_by: string | null;
  closed_at: string | null;
  needs_review: Generated<number>;
  approved_by: string | null;
  approved_at: string | null;
}

export interface CashMovementsTable {
  id: string;
  shift_id: string;
  till_id: string;
  /** 'pay_in' | 'pay_out' | 'drop' | 'no_sale' */
  kind: string;
  amount_cents: number;
  reason: string;
  user_id: string;
  approved_by: string | null;
  created_at: string;
}

export interface VoidsTable {
  id: string;
  till_id: string;
  shift_id: string | null;
  order_id: string | null;
  user_id: string;
  item_count: number;
  amount_cents: number;
  created_at: string;
}

export interface ZReportsTable {
  id: string;
  till_id: string;
  shift_id: string;
  sequence: number;
  business_date: string;
  created_at: string;
  /** The report's figures as canonical JSON: exactly the text its hash covers. */
  body: string;
  previous_hash: string;
  hash: string;
}

export interface AuditLogTable {
  id: string;
  occurred_at: string;
  business_date: string;
  action: string;
  user_id: string;
  approved_by: string | null;
  till_id: string | null;
  subject_type: string | null;
  subject_id: string | null;
  summary: string;
  /** JSON: the figures behind the summary. */
  details: string;
}

/** Who works in which store; admins work in every store without a row here. */
export interface StoreStaffTable {
  store_id: string;
  user_id: string;
}

/** A product's quantity in one store: the running sum of that store's stock ledger. */
export interface StoreStockTable {
  store_id: string;
  product_id: string;
  quantity: number;
}

/** A store's own price for a product, overriding the chain's. */
export interface StorePricesTable {
  store_id: string;
  product_id: string;
  price_cents: number;
}

export interface StockTransfersTable {
  id: string;
  /** 'TRF-nnnn' */
  number: string;
  from_store_id: string;
  to_store_id: string;
  /** 'in_transit' → 'received' */
  status: string;
  note: string | null;
  sent_by: string;
  sent_at: string;
  received_by: string | null;
  received_at: string | null;
}

export interface StockTransferLinesTable {
  id: string;
  transfer_id: string;
  product_id: string;
  quantity: number;
}

/** A range of order or refund numbers issued to one till, which numbers its sales from it while offline. */
export interface NumberBlocksTable {
  id: string;
  till_id: string;
  /** 'order' or 'refund'. */
  kind: string;
  first_value: number;
  last_value: number;
  issued_at: string;
}

/** The till replica's change log: one row per change of something selling needs, numbered in commit order. */
export interface ReplicaChangesTable {
  seq: Generated<number>;
  /** The store whose tills alone care (its stock, price, settings, staff); null for the whole chain. */
  store_id: string | null;
  /** 'product' | 'category' | 'customer' | 'settings' | 'staff' */
  entity: string;
  entity_id: string;
  changed_at: string;
}

/** 'pruned': the newest seq pruning deleted. */
export interface ReplicaCountersTable {
  name: string;
  value: number;
}

/** One row (id 1): the database's epoch, made by its migration and anew by every restore of a backup over it. */
export interface DatabaseEpochTable {
  id: number;
  epoch: string;
  made_at: string;
}

/** A gift card: its code (upper-case) and what it holds now, the running sum of its gift_card_ledger. */
export interface GiftCardsTable {
  id: string;
  code: string;
  balance_cents: number;
  issued_at: string;
  issued_store_id: string;
  last_used_at: string | null;
}

/** One movement of a gift card's balance; never changed or deleted. */
export interface GiftCardLedgerTable {
  id: string;
  gift_card_id: string;
  /** The store it happened at (cards are the chain's). */
  store_id: string;
  /** 'issue' | 'reload' | 'redeem' | 'refund' | 'adjust' */
  kind: string;
  /** + onto the card, − off it. */
  amount_cents: number;
  balance_after_cents: number;
  order_id: string | null;
  refund_id: string | null;
  user_id: string;
  /** The store's business day it happened on: what a period's liability is summed by. */
  business_date: string;
  created_at: string;
}

/** One movement of a customer's store credit; never changed or deleted. */
export interface StoreCreditLedgerTable {
  id: string;
  customer_id: string;
  store_id: string;
  /** 'refund' | 'redeem' | 'adjust' */
  kind: string;
  amount_cents: number;
  balance_after_cents: number;
  order_id: string | null;
  refund_id: string | null;
  user_id: string;
  reason: string;
  business_date: string;
  created_at: string;
}

/** One movement of a customer's trade account; never changed or deleted. */
export interface AccountLedgerTable {
  id: string;
  customer_id: string;
  store_id: string;
  /** 'invoice' | 'payment' | 'refund' */
  kind: string;
  /** + owed (an invoice), − paid or refunded. */
  amount_cents: number;
  balance_after_cents: number;
  due_date: string | null;
  order_id: string | null;
  refund_id: string | null;
  /** A payment's: 'cash' | 'card' | 'cheque'. */
  method: string | null;
  reference: string;
  /** The shift whose drawer took a cash payment. */
  shift_id: string | null;
  user_id: string;
  business_date: string;
  created_at: string;
}

/** What of an invoice a payment or refund paid; never changed or deleted. */
export interface AccountAllocationsTable {
  id: string;
  entry_id: string;
  invoice_id: string;
  amount_cents: number;
}

/** A customer's cart kept at the prices of its day, sold later at them while valid (issue 45). */
/** A layaway (issue 45): a customer's goods put by against a deposit until paid (migration 039). */
export interface LayawaysTable {
  id: string;
  /** LAY-0001… */
  number: string;
  store_id: string;
  till_id: string;
  customer_id: string;
  user_id: string;
  /** 'open' | 'completed' | 'cancelled' (an open layaway past due_date reads as overdue). */
  status: string;
  due_date: string;
  note: Generated<string>;
  discount_json: string | null;
  prices_include_tax: Generated<number>;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  /** What has been paid onto it (deposit and instalments): moved only by conditional updates. */
  paid_cents: Generated<number>;
  item_count: number;
  taxes_json: string;
  /** The sale that completed it. */
  order_id: string | null;
  closed_by: string | null;
  closed_at: string | null;
  /** The business day it was completed or cancelled on. */
  closed_on: string | null;
  created_at: string;
}

export interface LayawayLinesTable {
  id: string;
  layaway_id: string;
  position: number;
  product_id: string;
  name: string;
  sku: string;
  sold_by: string;
  category_id: string | null;
  quantity: number;
  unit_price_cents: number;
  tax_rate_bps: number;
  discount_json: string | null;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
}

/** The layaway's money, append-only: + paid in (deposit, instalment), − given back (refund) or kept (fee). */
export interface LayawayPaymentsTable {
  id: string;
  layaway_id: string;
  store_id: string;
  kind: string;
  method: string | null;
  amount_cents: number;
  tendered_cents: number | null;
  /** The shift whose drawer took (or paid out) the cash. */
  shift_id: string | null;
  user_id: string;
  business_date: string;
  created_at: string;
}

/** A special order (issue 45): one item ordered in for a customer, collected as a sale (migration 040). */
export interface SpecialOrdersTable {
  id: string;
  /** SPO-0001… */
  number: string;
  store_id: string;
  till_id: string;
  customer_id: string;
  user_id: string;
  /** 'ordered' | 'ready' | 'collected' | 'cancelled', moved only by conditional updates. */
  status: string;
  product_id: string;
  name: string;
  sku: string;
  sold_by: string;
  quantity: number;
  unit_price_cents: number;
  tax_rate_bps: number;
  prices_include_tax: Generated<number>;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  taxes_json: string;
  /** The deposit taken (less nothing: a cancellation gives it all back). */
  paid_cents: Generated<number>;
  supplier_id: string;
  /** The purchase order it is on (a draft it joined, or one opened for it). */
  purchase_order_id: string | null;
  note: Generated<string>;
  /** When its goods arrived and were put by for the customer. */
  ready_at: string | null;
  /** The sale that handed it over. */
  order_id: string | null;
  closed_by: string | null;
  closed_at: string | null;
  closed_on: string | null;
  created_at: string;
}

/** A special order's deposit and its refund, append-only (+ paid, − given back). */
export interface SpecialOrderPaymentsTable {
  id: string;
  special_order_id: string;
  store_id: string;
  kind: string;
  method: string;
  amount_cents: number;
  tendered_cents: number | null;
  shift_id: string | null;
  user_id: string;
  business_date: string;
  created_at: string;
}

export interface QuotesTable {
  id: string;
  /** QUO-0001… */
  number: string;
  store_id: string;
  till_id: string;
  customer_id: string;
  user_id: string;
  /** 'open' | 'sold' | 'cancelled' (an open quote past valid_until reads as expired). */
  status: string;
  valid_until: string;
  quoted_on: string;
  note: Generated<string>;
  discount_json: string | null;
  prices_include_tax: Generated<number>;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  total_cents: number;
  item_count: number;
  /** JSON: each tax over the quote ({ name, rate, taxCents }[]). */
  taxes_json: string;
  order_id: string | null;
  /** Who sold or cancelled it, and when. */
  closed_by: string | null;
  closed_at: string | null;
  created_at: string;
}

/** One quoted line, at the unit price the quote holds; never changed. */
export interface QuoteLinesTable {
  id: string;
  quote_id: string;
  position: number;
  product_id: string;
  name: string;
  sku: string;
  sold_by: string;
  quantity: number;
  unit_price_cents: number;
  tax_rate_bps: number;
  discount_json: string | null;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
}

/** A manager's approval, given with their PIN on a till, of one action for the staff member who asked. */
export interface OverridesTable {
  id: string;
  /** 'discount' | 'refund' | 'price_change' | 'cash_movement' */
  action: string;
  requested_by: string;
  approved_by: string;
  till_id: string;
  /** JSON: what was approved and how far ({ percent }, { saleId, amountCents }, { productId, toCents }…). */
  details_json: string;
  created_at: string;
  used_at: string | null;
  /** The sale, refund or cash movement that used it. */
  used_for: string | null;
}

/** A supplier of the chain; products name theirs by name (matched on name_key, the name lowercased and trimmed). */
export interface SuppliersTable {
  id: string;
  name: string;
  name_key: string;
  contact_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  address: Generated<string>;
  lead_time_days: Generated<number>;
  notes: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface PurchaseOrdersTable {
  id: string;
  /** 'PO-nnnn' */
  number: string;
  /** The store the goods go to. */
  store_id: string;
  supplier_id: string;
  /** draft → sent → partial → received; or cancelled, or closed short. */
  status: string;
  expected_on: string | null;
  note: string | null;
  created_by: string;
  created_at: string;
  sent_at: string | null;
  received_at: string | null;
}

export interface PurchaseOrderLinesTable {
  id: string;
  purchase_order_id: string;
  position: number;
  product_id: string;
  quantity: number;
  received: Generated<number>;
  unit_cost_cents: number;
}

export interface StockTakesTable {
  id: string;
  /** 'ST-nnnn' */
  number: string;
  store_id: string;
  /** The category counted; null for everything. */
  category_id: string | null;
  /** counting → applied, or cancelled. */
  status: string;
  note: string | null;
  started_by: string;
  started_at: string;
  applied_by: string | null;
  applied_at: string | null;
  /** Products in scope nobody counted, as it stood when applied. */
  uncounted_count: number | null;
}

export interface StockTakeLinesTable {
  stock_take_id: string;
  product_id: string;
  counted: number;
  /** The store's stock of the product when the count was applied; null while counting. */
  on_hand: number | null;
  counted_by: string;
  counted_at: string;
}

/** A customer display's code and the till it follows (migration 018). */
export interface DisplayPairingsTable {
  code: string;
  till_id: string;
  paired_at: string;
  last_used_at: string;
}

/** The latest state a till sent its customer displays. */
export interface DisplayStatesTable {
  till_id: string;
  state_json: string;
  updated_at: string;
}

/** A wrong PIN typed from an address: twenty in fifteen minutes pause sign-in from it. */
export interface SignInFailuresTable {
  id: string;
  address: string;
  failed_at: string;
}

export interface Database {
  store: StoreTable;
  store_preferences: StorePreferencesTable;
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  customers: CustomersTable;
  customer_groups: CustomerGroupsTable;
  credential_keys: CredentialKeysTable;
  held_offline_actions: HeldOfflineActionsTable;
  price_list_prices: PriceListPricesTable;
  promotions: PromotionsTable;
  coupon_uses: CouponUsesTable;
  order_promotions: OrderPromotionsTable;
  counters: CountersTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  refund_lines: RefundLinesTable;
  returns: ReturnsTable;
  return_lines: ReturnLinesTable;
  stock_movements: StockMovementsTable;
  receipt_settings: ReceiptSettingsTable;
  daily_sales: DailySalesTable;
  daily_product_sales: DailyProductSalesTable;
  daily_payments: DailyPaymentsTable;
  daily_taxes: DailyTaxesTable;
  daily_customers: DailyCustomersTable;
  daily_ledgers: DailyLedgersTable;
  monthly_product_sales: MonthlyProductSalesTable;
  report_schedules: ReportSchedulesTable;
  report_files: ReportFilesTable;
  integrations: IntegrationsTable;
  tills: TillsTable;
  shifts: ShiftsTable;
  cash_movements: CashMovementsTable;
  voids: VoidsTable;
  z_reports: ZReportsTable;
  refund_tenders: RefundTendersTable;
  audit_log: AuditLogTable;
  store_staff: StoreStaffTable;
  store_stock: StoreStockTable;
  store_prices: StorePricesTable;
  stock_transfers: StockTransfersTable;
  stock_transfer_lines: StockTransferLinesTable;
  replica_changes: ReplicaChangesTable;
  replica_counters: ReplicaCountersTable;
  database_epoch: DatabaseEpochTable;
  number_blocks: NumberBlocksTable;
  gift_cards: GiftCardsTable;
  gift_card_ledger: GiftCardLedgerTable;
  store_credit_ledger: StoreCreditLedgerTable;
  account_ledger: AccountLedgerTable;
  account_allocations: AccountAllocationsTable;
  quotes: QuotesTable;
  quote_lines: QuoteLinesTable;
  layaways: LayawaysTable;
  layaway_lines: LayawayLinesTable;
  layaway_payments: LayawayPaymentsTable;
  special_orders: SpecialOrdersTable;
  special_order_payments: SpecialOrderPaymentsTable;
  overrides: OverridesTable;
  suppliers: SuppliersTable;
  purchase_orders: PurchaseOrdersTable;
  purchase_order_lines: PurchaseOrderLinesTable;
  stock_takes: StockTakesTable;
  stock_take_lines: StockTakeLinesTable;
  display_pairings: DisplayPairingsTable;
  display_states: DisplayStatesTable;
  sign_in_failures: SignInFailuresTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_subscription_events: WebhookSubscriptionEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  mail_messages: MailMessagesTable;
}

/** Where an outside system wants events POSTed, signed with its secret (migration 042). */
export interface WebhookSubscriptionsTable {
  id: string;
  url: string;
  description: string;
  secret: string;
  /** None: events of every store. */
  store_id: string | null;
  active: number;
  created_by: string;
  created_at: string;
}

export interface WebhookSubscriptionEventsTable {
  subscription_id: string;
  event: string;
}

/** One event for one subscription: written in the change's transaction, delivered in order per resource. */
export interface WebhookDeliveriesTable {
  seq: Generated<number>;
  /** The event's id, the same for every subscription: a receiver's idempotency key. */
  event_id: string;
  subscription_id: string;
  event: string;
  resource_type: string;
  resource_id: string;
  store_id: string | null;
  body: string;
  /** pending, delivered, or failed (given up after a day). */
  status: string;
  attempts: number;
  created_at: string;
  next_attempt_at: string;
  give_up_at: string;
  /** A server sending it holds it until then; another takes it over after. */
  lease_until: string | null;
  delivered_at: string | null;
  last_status: number | null;
  last_error: string | null;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_seq: number;
  attempted_at: string;
  status_code: number | null;
  response: string | null;
  error: string | null;
  duration_ms: number;
}

/** An API key (issue 46): only its secret's hash is kept; it acts as its own users row (migration 041). */
export interface ApiKeysTable {
  id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  user_id: string;
  /** None: every store of the chain. */
  store_id: string | null;
  /** JSON array of the permissions it holds. */
  scopes: string;
  requests_per_minute: number;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Requests a key made in one minute's window, counted by every server alike. */
export interface ApiKeyUsageTable {
  key_id: string;
  window_start: string;
  requests: number;
}

/**
 * A message of the mail queue (migration 043): queued until sent, tried again with backoff, failed after a day. The
 * server process holding its lease (lease_owner until lease_until) is the only one sending it.
 */
export interface MailMessagesTable {
  id: string;
  /** 'receipt' or 'report'. */
  kind: string;
  store_id: string | null;
  /** What it is about: the sale of a receipt, the schedule of a report. */
  subject_id: string | null;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  /** nodemailer attachments: { filename, content, contentType, encoding?, cid? }[]. */
  attachments_json: Generated<string>;
  /** 'queued', 'sent' or 'failed'. */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  /** When it was queued, or put back in the queue by hand: it is tried for a day from then. */
  queued_at: string;
  sent_at: string | null;
}

export interface CustomerGroupsTable {
  id: string;
  name: string;
  created_at: string;
}

/** A customer group's price: a product's own (price_cents) or a percentage off a category (percent_off_bps). */
export interface PriceListPricesTable {
  id: string;
  group_id: string;
  product_id: string | null;
  category_id: string | null;
  price_cents: number | null;
  percent_off_bps: number | null;
}

export interface PromotionsTable {
  id: string;
  name: string;
  /** core's PromotionRule. */
  rule_json: string;
  combinable: number;
  excludes_typed_discounts: number;
  /** Local date-times in the store's time zone ('yyyy-MM-ddTHH:mm'). */
  starts_at: string | null;
  ends_at: string | null;
  days_json: string;
  hours_from: string | null;
  hours_to: string | null;
  store_ids_json: string;
  customer_group_ids_json: string;
  coupon_code: string | null;
  coupon_limit_total: number | null;
  coupon_limit_per_customer: number | null;
  coupon_expires_on: string | null;
  coupon_uses: Generated<number>;
  is_active: number;
  /** Deleted promotions are kept for the sales and reports that name them. */
  is_deleted: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CouponUsesTable {
  promotion_id: string;
  order_id: string;
  customer_id: string | null;
  used_at: string;
}

export interface OrderPromotionsTable {
  order_id: string;
  promotion_id: string;
  store_id: string;
  business_date: string;
  name: string;
  units: number;
  discount_cents: number;
  coupon_code: string | null;
  /** The promotion as it applied to this sale ({ rule, excludesTypedDiscounts }), its targets the sale's products. */
  rule_json?: string | null;
}

/** The secret offline credentials are signed with (HMAC-SHA256), one row shared by every server process. */
export interface CredentialKeysTable {
  id: string;
  secret: string;
  created_at: string;
}

/** An offline sale or refund whose proof did not hold, kept as sent until a manager records or dismisses it. */
export interface HeldOfflineActionsTable {
  id: string;
  /** 'sale' or 'refund'. */
  kind: string;
  store_id: string;
  till_id: string;
  sent_by: string;
  taken_by: string | null;
  captured_at: string | null;
  amount_cents: number | null;
  body_json: string;
  reason: string;
  received_at: string;
  /** 'held', 'recorded' or 'dismissed'. */
  status: string;
  resolved_by: string | null;
  resolved_at: string | null;
}
