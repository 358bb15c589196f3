// A vignette as the cart stores it (features/cart), for tests that start from a filled cart.
export function cartVignette(id: string, lpn: string) {
  return {
    id,
    type: 'VIGNETTE',
    addedAt: '2026-11-22T08:00:00.000Z',
    productId: 'car-annual',
    vehicleType: 'car',
    period: 'ANNUAL',
    periodText: 'Annual',
    countryCode: 'BG',
    lpn,
    activationDate: null,
    price: { amount: 49.6, minor: 4960, currency: 'EUR' },
    currencyAmount: { amountBGN: 97.01, amountEUR: 49.6 },
    validity: null,
  };
}
