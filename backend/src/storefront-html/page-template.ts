import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What vite's build manifest (.vite/manifest.json) says of a chunk. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const ROOT_ELEMENT = '<div id="root"></div>';
/** The build's generic title and description, replaced by each page's own. */
const GENERIC_HEAD_TAGS = [/<title>[^<]*<\/title>\s*/, /<meta name="description"[^>]*>\s*/];

/** The built index.html, cut where each page's head tags and first paint go, and the build's chunk manifest. */
export class PageTemplate {
  private constructor(
    private readonly beforeHeadEnd: string,
    private readonly beforeRoot: string,
    private readonly afterRoot: string,
    private readonly manifest: Manifest,
  ) {}

  static load(pwaDist: string): PageTemplate {
    let html = readFileSync(join(pwaDist, 'index.html'), 'utf8');
    for (const tag of GENERIC_HEAD_TAGS) html = html.replace(tag, '');
    const headEnd = html.indexOf('</head>');
    const root = html.indexOf(ROOT_ELEMENT);
    if (headEnd < 0 || root < headEnd) throw new Error(`${pwaDist}/index.html has no </head> followed by ${ROOT_ELEMENT}`);
    const manifestFile = join(pwaDist, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
    return new PageTemplate(html.slice(0, headEnd), html.slice(headEnd, root), html.slice(root + ROOT_ELEMENT.length), manifest);
  }

  /**
   * Stylesheets and module preloads of a lazily loaded route (by its source path, e.g.
   * src/app/shop/product-route.tsx) and the chunks it imports: the server's first paint is styled as the
   * app's from the start, and the app has its code sooner. Files the entry already loads are left out;
   * nothing when the build has no such chunk.
   */
  chunkLinks(source: string): string[] {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    const notInTemplate = [...files].filter((file) => !this.beforeHeadEnd.includes(`/${file}"`));
    return notInTemplate.map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
  }

  /**
   * `readyWhen` is the selector the app waits for before it swaps its own tree in (pwa/src/app/ssr);
   * without a body the root stays empty and the app renders as usual.
   */
  render(head: string, body?: { html: string; readyWhen: string }): string {
    const root = body ? `<div id="root" data-ready-when="${body.readyWhen}">${body.html}</div>` : ROOT_ELEMENT;
    return `${this.beforeHeadEnd.trimEnd()}\n    ${head}\n  ${this.beforeRoot}${root}${this.afterRoot}`;
  }
}
