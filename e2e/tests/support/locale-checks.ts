import type { Page } from '@playwright/test';

/** UPPER_SNAKE codes (SALE_PARTNER, OVER_12T_4_PLUS_AXLES) and the network's raw road type. */
export const RAW_ENUM = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\burban\b/g;
/** A decimal with a dot (12.5, 49.60), not part of a date (19.03.2026) or a longer number. */
export const DOT_DECIMAL = /(?<![\d.,])\d+\.\d+(?![\d.])/g;

/** The text a reader sees in the page's main region. */
export async function mainText(page: Page): Promise<string> {
  return page.evaluate(() => (document.querySelector('main') ?? document.body).innerText);
}
