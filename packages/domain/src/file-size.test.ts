import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('file sizes', () => {
  it('shows bytes whole and larger units with one decimal', () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(1023, 'en')).toBe('1023 B');
    expect(formatFileSize(1024, 'en')).toBe('1.0 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(1536, 'bg')).toBe('1,5 KB');
    expect(formatFileSize(5 * 1024 ** 2 + 300 * 1024, 'en')).toBe('5.3 MB');
    expect(formatFileSize(3 * 1024 ** 3, 'bg')).toBe('3,0 GB');
    expect(formatFileSize(2048 * 1024 ** 3, 'en')).toBe('2048.0 GB');
  });

  it('moves up a unit when rounding reaches 1024', () => {
    expect(formatFileSize(1024 ** 2 - 1, 'en')).toBe('1.0 MB');
    expect(formatFileSize(1024 * 1023.9, 'en')).toBe('1023.9 KB');
  });

  it('refuses negative sizes', () => {
    expect(() => formatFileSize(-1, 'en')).toThrow(RangeError);
  });
});
