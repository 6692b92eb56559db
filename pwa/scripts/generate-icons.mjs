// Renders the app icons (manifest, favicon, Apple touch icon) and the link-preview card from one SVG mascot, offline.
// Run after changing the drawing: `node pwa/scripts/generate-icons.mjs`; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const iconsDir = new URL('icons/', publicDir);

const mascot = `
  <rect x="4" y="6" width="40" height="38" rx="13" fill="#f7a8c4"/>
  <rect x="4" y="6" width="40" height="12" rx="6" fill="#ffd3e2"/>
  <circle cx="17" cy="27" r="3" fill="#3b2640"/>
  <circle cx="31" cy="27" r="3" fill="#3b2640"/>
  <path d="M20.5 33.5c2 2 5 2 7 0" stroke="#3b2640" stroke-width="2.4" stroke-linecap="round" fill="none"/>
  <circle cx="12" cy="32" r="2.6" fill="#ff7fa8" opacity="0.7"/>
  <circle cx="36" cy="32" r="2.6" fill="#ff7fa8" opacity="0.7"/>`;

/**
 * `padding` is the share of the canvas left around the mascot; maskable icons need a wide safe zone.
 * @param {{ padding: number, background: string | null, rounded: boolean }} options
 */
function iconSvg({ padding, background, rounded }) {
  const size = 48 / (1 - 2 * padding);
  const offset = (size - 48) / 2;
  const backdrop = background ? `<rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="${background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${backdrop}<g transform="translate(${offset} ${offset})">${mascot}</g></svg>`;
}

/**
 * @param {string} name
 * @param {string} svg
 * @param {number} pixels
 */
async function writePng(name, svg, pixels) {
  const png = await sharp(Buffer.from(svg), { density: 300 }).resize(pixels, pixels).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(new URL(name, iconsDir), png);
}

mkdirSync(iconsDir, { recursive: true });
const standard = iconSvg({ padding: 0.1, background: '#fff7fa', rounded: true });
const maskable = iconSvg({ padding: 0.22, background: '#fff7fa', rounded: false });
await writePng('icon-192.png', standard, 192);
await writePng('icon-512.png', standard, 512);
await writePng('icon-maskable-512.png', maskable, 512);
await writePng('apple-touch-icon-180.png', iconSvg({ padding: 0.14, background: '#fff7fa', rounded: false }), 180);
writeFileSync(new URL('favicon.svg', publicDir), iconSvg({ padding: 0, background: null, rounded: false }));
// The Open Graph / Twitter card of the pages without a picture of their own (home, catalogue, policy), at the
// 1200 × 630 link previews use. A JPEG: the service worker precaches PNGs, and no shopper needs this one offline.
const card = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#fff7fa"/>
  <g transform="translate(90 135) scale(7.5)">${mascot}</g>
  <text x="520" y="300" font-family="sans-serif" font-weight="bold" font-size="88" fill="#3b2640">Kawaii Shop</text>
  <text x="524" y="370" font-family="sans-serif" font-size="40" fill="#7a5c80">Cute character accessories</text></svg>`;
writeFileSync(new URL('social-card.jpg', publicDir), await sharp(Buffer.from(card)).jpeg({ quality: 85 }).toBuffer());
console.log('icons written to', iconsDir.pathname);
