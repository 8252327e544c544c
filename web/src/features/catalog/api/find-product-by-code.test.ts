import { describe, expect, it } from 'vitest';
import type { Product } from '@tillwise/core/catalog/catalog-schemas';
import { ApiRequestError, ServerUnreachableError } from '@/lib/api-client';
import { lookupProductCode } from './find-product-by-code';

const bulbs = { id: 'product-bulbs', name: 'Tulip bulbs, loose' } as Product;
const trowel = { id: 'product-trowel', name: 'Hand Trowel' } as Product;
const replicaOf = (...products: Product[]) => ({
  lookup: (code: string) => Promise.resolve(products.find((product) => product.id === code) ?? null),
});
const serverOf =
  (...products: Product[]) =>
  (code: string) => {
    const found = products.find((product) => product.id === code);
    return found ? Promise.resolve(found) : Promise.reject(new ApiRequestError(404, 'Not found'));
  };
const online = () => true;
const offline = () => false;

describe('looking up a scanned code', () => {
  it('answers from the replica without asking the server', async () => {
    const server = () => Promise.reject(new Error('the server was asked'));
    expect(await lookupProductCode('product-trowel', replicaOf(trowel), server, online)).toBe(trowel);
  });

  it('asks the server for a code the replica has not heard of yet, while the server answers', async () => {
    expect(await lookupProductCode('product-bulbs', replicaOf(trowel), serverOf(bulbs), online)).toBe(bulbs);
  });

  it('is unknown when neither knows it, or offline when the replica does not', async () => {
    expect(await lookupProductCode('product-none', replicaOf(trowel), serverOf(bulbs), online)).toBeNull();
    const server = () => Promise.reject(new Error('the server was asked'));
    expect(await lookupProductCode('product-bulbs', replicaOf(trowel), server, offline)).toBeNull();
  });

  it('treats a server that stopped answering as not knowing it, and asks the server with no replica', async () => {
    const down = () => Promise.reject(new ServerUnreachableError(new TypeError('Failed to fetch')));
    expect(await lookupProductCode('product-bulbs', replicaOf(trowel), down, online)).toBeNull();
    expect(await lookupProductCode('product-bulbs', null, serverOf(bulbs), online)).toBe(bulbs);
  });
});
