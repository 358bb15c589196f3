import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './pglite-lock';

describe('lockDataDir', () => {
  it('takes the lock, refuses a live owner, takes over a dead one, releases', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toll-lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'platform.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'platform.lock'))).toBe(false);

    writeFileSync(join(dir, 'platform.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);

    writeFileSync(join(dir, 'platform.lock'), '999999999');
    const again = lockDataDir(dir);
    expect(readFileSync(join(dir, 'platform.lock'), 'utf8')).toBe(String(process.pid));
    again();
  });
});
