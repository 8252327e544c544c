// A deterministic garden-centre catalogue of any size for benchmarks: names from word lists (so common words such
// as "Pot" or "Compost" match tens of thousands of products, as they do in a real store), SKUs with a category
// prefix, valid EAN-13 barcodes (a few products have none), six categories and some products no longer for sale.
import type { Product } from '../core/src/catalog/catalog-schemas';
import { createRandom } from '../server/src/setup/seed/random';
import type { Random } from '../server/src/setup/seed/random';

const plants = ['Lavender', 'Monstera', 'Rose', 'Fern', 'Hosta', 'Maple', 'Lily', 'Orchid', 'Cactus', 'Ivy'];
const morePlants = ['Heather', 'Thyme', 'Hydrangea', 'Clematis', 'Fuchsia', 'Geranium', 'Begonia', 'Salvia'];
const edibles = ['Tomato', 'Basil', 'Courgette', 'Carrot', 'Lettuce', 'Sweet Pea', 'Sunflower', 'Strawberry'];
const varieties = ['Hidcote', 'Deliciosa', 'Annabelle', 'Royal', 'Golden', 'Blue', 'Classic', 'Alpine', 'Wild'];
const moreVarieties = ['Moneymaker', 'Gardener’s Delight', 'Crème Brûlée', 'Jackmanii', 'Red Baron', 'Nelly Moser'];
const plantSizes = ['9cm Pot', '2L Pot', '3L Pot', '12cm Pot', 'Bare Root', 'Plug Plants x6', '40cm', '1.2m'];
const potFinishes = ['Glazed', 'Rustic', 'Matt Black', 'Antique', 'Frost Proof', 'Self-Watering', 'Hanging'];
const potKinds = ['Terracotta Pot', 'Ceramic Planter', 'Plastic Pot', 'Window Box', 'Trough', 'Basket'];
const potSizes = ['15cm', '20cm', '25cm', '30cm', '40cm', '50cm', '60cm'];
const brands = ['Greenleaf', 'Spear & Jackson', 'Fiskars', 'Wilko', 'Westland', 'Miracle-Gro', 'Kent & Stowe'];
const tools = ['Trowel', 'Secateurs', 'Hand Fork', 'Spade', 'Rake', 'Hoe', 'Loppers', 'Shears', 'Watering Can'];
const feeds = ['Multi-Purpose Compost', 'Peat Free Compost', 'Tomato Feed', 'Bone Meal', 'Grit', 'Bark Mulch'];
const feedSizes = ['10L', '40L', '50L', '60L', '1kg', '3kg', '1L'];
const outdoor = ['Bench', 'Bistro Set', 'Parasol', 'Bird Feeder', 'Solar Lights', 'Fire Pit', 'Trellis', 'Obelisk'];
const materials = ['Acacia', 'Teak', 'Steel', 'Rattan', 'Cast Iron', 'Bamboo', 'Willow'];

/** The six categories, each with a SKU prefix and a name maker. */
const categories: { id: string; prefix: string; name: (random: Random) => string }[] = [
  {
    id: 'cat-plants',
    prefix: 'PLT',
    name: (r) =>
      `${r.pick(r.chance(0.6) ? plants : morePlants)} '${r.pick(r.chance(0.7) ? varieties : moreVarieties)}' ${r.pick(plantSizes)}`,
  },
  {
    id: 'cat-edibles',
    prefix: 'EDB',
    name: (r) => `${r.pick(edibles)} '${r.pick(moreVarieties)}' ${r.pick(plantSizes)}`,
  },
  { id: 'cat-pots', prefix: 'POT', name: (r) => `${r.pick(potFinishes)} ${r.pick(potKinds)} ${r.pick(potSizes)}` },
  { id: 'cat-tools', prefix: 'TLS', name: (r) => `${r.pick(brands)} ${r.pick(tools)}` },
  { id: 'cat-compost', prefix: 'CMP', name: (r) => `${r.pick(brands)} ${r.pick(feeds)} ${r.pick(feedSizes)}` },
  { id: 'cat-outdoor', prefix: 'OUT', name: (r) => `${r.pick(materials)} ${r.pick(outdoor)}` },
];

export const gardenCategoryIds = categories.map((category) => category.id);

/** A valid EAN-13: twelve digits and their check digit. */
export function ean13(twelveDigits: string): string {
  const sum = [...twelveDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

/** The n-th product of the catalogue (the same n always gives the same product). */
export function gardenProduct(n: number, random: Random): Product {
  const category = random.pick(categories);
  const priceCents = random.int(99, 49_999);
  return {
    id: `prod-${String(n).padStart(6, '0')}`,
    soldBy: 'unit',
    name: category.name(random),
    sku: `${category.prefix}-${String(n).padStart(6, '0')}`,
    // The item reference is spread over the range so barcodes do not share long runs of digits.
    barcode: random.chance(0.03) ? null : ean13(`50${String((n * 7_919_993) % 10_000_000_000).padStart(10, '0')}`),
    priceCents,
    chainPriceCents: priceCents,
    storePriceCents: null,
    costCents: Math.round(priceCents * 0.55),
    taxRate: category.id === 'cat-edibles' ? 0 : 20,
    categoryId: category.id,
    image: null,
    stock: random.int(0, 200),
    reorderLevel: random.int(1, 10),
    description: '',
    supplier: random.pick(brands),
    isActive: !random.chance(0.04),
  };
}

/** `count` products from a fixed seed. */
export function gardenCatalogue(count: number, seed = 7): Product[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, n) => gardenProduct(n, random));
}
