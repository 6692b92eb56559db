import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STATUSES = ['paying', 'paid', 'shipped', 'delivered', 'canceled', 'request-cancel', 'deny'];
const tokens = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

function token(name: string): string {
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(tokens)?.[1];
  if (!value) throw new Error(`No --${name} colour in tokens.css`);
  return value;
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const linear = (channel: number) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

describe('order status badge colours', () => {
  it.each(STATUSES)('%s has text at WCAG AA contrast on its background', (status) => {
    expect(contrast(token(`color-status-${status}-text`), token(`color-status-${status}-bg`))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every status a background of its own', () => {
    expect(new Set(STATUSES.map((status) => token(`color-status-${status}-bg`))).size).toBe(STATUSES.length);
  });
});
