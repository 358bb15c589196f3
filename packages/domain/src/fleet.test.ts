import { describe, expect, it } from 'vitest';
import { isPrivateAddress, WEBHOOK_RETRY_WINDOW_MS, webhookRetryDelayMs } from './fleet';

describe('webhook addresses (SSRF)', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::10.0.0.1',
      'not-an-address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '192.169.0.1',
      '2a00:1450:4017::200e',
      '::ffff:8.8.8.8',
    ])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('webhook retries', () => {
  it('backs off exponentially, at most six hours apart, and fits many tries in the 24 hours', () => {
    const waits = Array.from({ length: 12 }, (_, i) => webhookRetryDelayMs(i + 1));
    expect(waits.slice(0, 4)).toEqual([5_000, 30_000, 120_000, 600_000]);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1]!);
    expect(Math.max(...waits)).toBe(6 * 3600_000);
    let total = 0;
    let tries = 0;
    while (total + webhookRetryDelayMs(tries + 1) <= WEBHOOK_RETRY_WINDOW_MS)
      total += webhookRetryDelayMs(++tries);
    expect(tries).toBeGreaterThanOrEqual(9);
  });
});
