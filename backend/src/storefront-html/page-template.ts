import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The build's generic title and description, replaced by each page's own. */
const GENERIC_HEAD_TAGS = [/<title>[^<]*<\/title>\s*/, /<meta name="description"[^>]*>\s*/];

/** The built index.html, cut where each page's head tags and first paint go. */
export class PageTemplate {
  private constructor(
    private readonly beforeHeadEnd: string,
    private readonly beforeRoot: string,
    private readonly afterRoot: string,
  ) {}

  static load(pwaDist: string): PageTemplate {
    let html = readFileSync(join(pwaDist, 'index.html'), 'utf8');
    for (const tag of GENERIC_HEAD_TAGS) html = html.replace(tag, '');
    const headEnd = html.indexOf('</head>');
    const root = html.indexOf(ROOT_ELEMENT);
    if (headEnd < 0 || root < headEnd) throw new Error(`${pwaDist}/index.html has no </head> followed by ${ROOT_ELEMENT}`);
    return new PageTemplate(html.slice(0, headEnd), html.slice(headEnd, root), html.slice(root + ROOT_ELEMENT.length));
  }

  /**
   * `readyWhen` is the selector the app waits for before it swaps its own tree in (pwa/src/app/ssr);
   * without a body the root stays empty and the app renders as usual.
   */
  render(head: string, body?: { html: string; readyWhen: string }): string {
    const root = body ? `<div id="root" data-ready-when="${body.readyWhen}">${body.html}</div>` : ROOT_ELEMENT;
    return `${this.beforeHeadEnd}  ${head}\n  ${this.beforeRoot}${root}${this.afterRoot}`;
  }
}
