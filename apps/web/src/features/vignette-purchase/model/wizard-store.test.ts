import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../test/memory-storage';
import { INITIAL_WIZARD, withVehicleType } from './wizard-state';
import { createWizardStore } from './wizard-store';

describe('the kept wizard draft', () => {
  it('survives a reload of the tab and tells listeners of changes', () => {
    const storage = memoryStorage();
    const store = createWizardStore('vignetteWizard.site', () => storage);
    const heard = vi.fn();
    store.subscribe(heard);
    store.update((state) => withVehicleType(state, 'car'));
    expect(heard).toHaveBeenCalledOnce();
    const reloaded = createWizardStore('vignetteWizard.site', () => storage);
    expect(reloaded.read()).toMatchObject({ vehicleType: 'car', step: 'period' });
    expect(reloaded.read()).toBe(reloaded.read());
  });

  it('works in memory when storage is switched off', () => {
    const store = createWizardStore('k', () => {
      throw new Error('denied');
    });
    expect(store.read()).toBe(INITIAL_WIZARD);
    store.update((state) => withVehicleType(state, 'trailer'));
    expect(store.read().vehicleType).toBe('trailer');
  });
});
