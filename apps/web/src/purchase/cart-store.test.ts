import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage';
import { OFFICE_CART_KEY, SITE_CART_KEY } from './cart-count';
import { withVignette, type CartVignette } from './cart-model';
import { createCartStore } from './cart-store';
import { createPendingPurchaseStore, parsePendingPurchase } from './pending-purchase';
import { settlePurchase } from './settle-purchase';

const item = (id: string) =>
  ({
    id,
    type: 'VIGNETTE',
    addedAt: '',
    productId: 'car-weekly',
    vehicleType: 'car',
    period: 'WEEKLY',
    periodText: 'Weekly',
    countryCode: 'BG',
    lpn: `CA${id}`,
    activationDate: null,
    price: null,
    currencyAmount: null,
    validity: null,
  }) satisfies CartVignette;

function setup() {
  const storage = memoryStorage();
  const target = new EventTarget();
  const site = createCartStore(
    SITE_CART_KEY,
    () => storage,
    () => target,
  );
  const office = createCartStore(
    OFFICE_CART_KEY,
    () => storage,
    () => target,
  );
  return { storage, target, site, office };
}

describe('a cart store', () => {
  it('keeps each cart under its own key and tells listeners of changes', () => {
    const { storage, site, office } = setup();
    const heard = vi.fn();
    const stop = site.subscribe(heard);
    site.update((cart) => withVignette(cart, item('1')));
    office.update((cart) => withVignette(cart, item('2')));
    expect(heard).toHaveBeenCalledTimes(2); // the change event is per tab, not per key
    stop();
    expect(site.read().vignettes.map((v) => v.id)).toEqual(['1']);
    expect(office.read().vignettes.map((v) => v.id)).toEqual(['2']);
    expect(JSON.parse(storage.getItem('cart.site') ?? '')).toMatchObject({ routePasses: [] });
    site.clear();
    expect(storage.getItem('cart.site')).toBeNull();
    expect(site.read().vignettes).toEqual([]);
  });

  it('answers the same object until the stored text changes', () => {
    const { site } = setup();
    site.update((cart) => withVignette(cart, item('1')));
    expect(site.read()).toBe(site.read());
  });

  it('reacts to other tabs only for its own key', () => {
    const { target, site } = setup();
    const heard = vi.fn();
    site.subscribe(heard);
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
    target.dispatchEvent(storageEvent('cart.office'));
    target.dispatchEvent(storageEvent('cart.site'));
    target.dispatchEvent(storageEvent(null));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('survives storage that refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    const store = createCartStore(
      'cart.site',
      () => broken,
      () => new EventTarget(),
    );
    expect(store.read().vignettes).toEqual([]);
    expect(() => store.update((cart) => withVignette(cart, item('1')))).not.toThrow();
  });
});

describe('settling a purchase', () => {
  it('removes exactly the paid items, once, and only for the sale this browser started', () => {
    const { storage, site } = setup();
    const pending = createPendingPurchaseStore(SITE_CART_KEY, () => storage);
    site.update((cart) => withVignette(withVignette(cart, item('1')), item('2')));
    pending.write({ transId: 't-1', orderNumber: 'N1', itemIds: ['1'], startedAt: '' });
    site.update((cart) => withVignette(cart, item('3'))); // added after paying: stays
    expect(storage.getItem('cart.site.pending')).not.toBeNull();
    expect(settlePurchase(site, pending, 'other')).toBe(false);
    expect(settlePurchase(site, pending, 't-1')).toBe(true);
    expect(site.read().vignettes.map((v) => v.id)).toEqual(['2', '3']);
    expect(settlePurchase(site, pending, 't-1')).toBe(false);
    expect(pending.read()).toBeNull();
  });

  it('ignores a malformed pending record', () => {
    expect(parsePendingPurchase('{"transId":1}')).toBeNull();
    expect(parsePendingPurchase('nope')).toBeNull();
  });
});
