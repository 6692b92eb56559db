import { DISALLOWED_PREFIXES } from './storefront-paths.js';

/** Crawlers may read the storefront, never the API or a private screen; the sitemap is named in full. */
export function robotsTxt(publicUrl: string): string {
  const rules = DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
