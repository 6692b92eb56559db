import { escapeHtml, jsonForScript } from './html-text.js';

export const SHOP_NAME = 'Kawaii Shop';
export const SHOP_TITLE = `${SHOP_NAME} — cute character accessories`;
export const SHOP_DESCRIPTION =
  'Cute character-themed accessories: desk ornaments, phone cases, keychains, stickers, acrylic products and charms.';
/** The shop's link-preview card (pwa/public): the image of every public page that has no picture of its own. */
export const SHOP_CARD_IMAGE = '/social-card.jpg';
const LOCALE = 'en_US';

/** What a page says about itself to search engines and link previews. URLs are absolute. */
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl?: string;
  /** Private screens keep out the page and its links; search results only the page, not the products it links. */
  robots?: 'noindex, nofollow' | 'noindex, follow';
  /** Open Graph and Twitter card; `type` is og:type. */
  share?: { type: 'website' | 'product'; image?: { url: string; alt: string } };
  structuredData?: object;
  /** A paged catalogue's neighbouring pages: crawlers find every page, the app pages with buttons. */
  pages?: { prev?: string; next?: string };
}

/** The page's own head tags, each once: they replace the shell's generic title and description (PageTemplate). */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">`);
  for (const rel of ['prev', 'next'] as const) {
    const href = head.pages?.[rel];
    if (href) tags.push(`<link rel="${rel}" href="${escapeHtml(href)}">`);
  }
  if (head.share) tags.push(...shareTags(head, head.share));
  if (head.structuredData) tags.push(`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`);
  return tags.join('\n    ');
}

function shareTags(head: PageHead, share: NonNullable<PageHead['share']>): string[] {
  const tags = [
    meta('property', 'og:title', head.title),
    meta('property', 'og:type', share.type),
    meta('property', 'og:description', head.description),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:locale', LOCALE),
    meta('name', 'twitter:card', share.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  if (share.image) {
    tags.push(
      meta('property', 'og:image', share.image.url),
      meta('property', 'og:image:alt', share.image.alt),
      meta('name', 'twitter:image', share.image.url),
      meta('name', 'twitter:image:alt', share.image.alt),
    );
  }
  return tags;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}
