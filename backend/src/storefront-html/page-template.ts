import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shop/contracts/storefront/page-data';
import { jsonForScript } from './html-text.js';

/** What vite's build manifest (.vite/manifest.json) says of a chunk. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A server page's head assets, with the loader in place of the app's entry and of the modules it imports. */
interface ServerPageStart {
  headAssets: string;
  appEntry?: string;
  modules: string[];
}

/** What a route needs on its server page: its stylesheets as head tags, its modules' URLs. */
interface RouteAssets {
  styles: string[];
  modules: string[];
}

const ROOT_ELEMENT = '<div id="root"></div>';
/** The script a server page loads in place of the app's entry (pwa/src/app/ssr/start-after-load.ts). */
const SERVER_PAGE_LOADER_SOURCE = 'src/app/ssr/start-after-load.ts';
/** The app's entry script in the built index.html, and the modules it imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">\s*/g;
/** Where a page's first tags go: before the build's scripts and stylesheets, so the browser asks for them first. */
const FIRST_ASSET_TAG = /<(script|link rel="(modulepreload|stylesheet)")[\s>]/;
/** A stylesheet of the build that index.html links. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
/** The build's generic title and description, replaced by each page's own. */
const GENERIC_HEAD_TAGS = [/<title>[^<]*<\/title>\s*/, /<meta name="description"[^>]*>\s*/];

/** The built index.html, cut where each page's head tags and first paint go, and the build's chunk manifest. */
export class PageTemplate {
  private constructor(
    private readonly headStart: string,
    private readonly headAssets: string,
    private readonly serverPageStart: ServerPageStart,
    private readonly beforeRoot: string,
    private readonly afterRoot: string,
    private readonly manifest: Manifest,
    private readonly stylesheets: Stylesheets,
  ) {}

  static load(pwaDist: string): PageTemplate {
    const stylesheets = new Stylesheets(pwaDist);
    let html = readFileSync(join(pwaDist, 'index.html'), 'utf8');
    for (const tag of GENERIC_HEAD_TAGS) html = html.replace(tag, '');
    html = html.replace(STYLESHEET_LINK, (link, file: string) => stylesheets.inlined(file) ?? link);
    const headEnd = html.indexOf('</head>');
    const root = html.indexOf(ROOT_ELEMENT);
    if (headEnd < 0 || root < headEnd) throw new Error(`${pwaDist}/index.html has no </head> followed by ${ROOT_ELEMENT}`);
    const manifestFile = join(pwaDist, '.vite', 'manifest.json');
    const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
    const firstAsset = html.slice(0, headEnd).search(FIRST_ASSET_TAG);
    const assets = firstAsset < 0 ? headEnd : firstAsset;
    const headAssets = html.slice(assets, headEnd);
    return new PageTemplate(
      html.slice(0, assets),
      headAssets,
      startAfterLoad(headAssets, manifest[SERVER_PAGE_LOADER_SOURCE]),
      html.slice(headEnd, root),
      html.slice(root + ROOT_ELEMENT.length),
      manifest,
      stylesheets,
    );
  }

  /**
   * Stylesheets (inlined) and modules of a lazily loaded route (by its source path, e.g.
   * src/app/shop/product-route.tsx) and the chunks it imports: the server's first paint is styled as the
   * app's from the start, and the app fetches the route's code together with its own once it starts
   * (pwa/src/app/ssr/start-after-load.ts). Files the entry already loads are left out; nothing when
   * the build has no such chunk.
   */
  routeAssets(source: string): RouteAssets {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    const notInTemplate = [...files].filter((file) => !this.headAssets.includes(`/${file}"`));
    const styles = notInTemplate.filter((file) => file.endsWith('.css'));
    return {
      styles: styles.map((file) => this.stylesheets.inlined(file) ?? `<link rel="stylesheet" crossorigin href="/${file}">`),
      modules: notInTemplate.filter((file) => !file.endsWith('.css')).map((file) => `/${file}`),
    };
  }

  /**
   * `head.first` goes ahead of the build's scripts and stylesheets (the page's largest picture), `head.rest`
   * at the end of the head. `readyWhen` is the selector the app waits for before it swaps its own tree in
   * (pwa/src/app/ssr), `modules` the route's code the app fetches as it starts, `data` the API answers the
   * page was drawn from; without a body the root stays empty and the app renders as usual.
   */
  render(head: { first?: string; rest: string }, body?: { html: string; readyWhen: string; modules?: string[]; data?: PageData }): string {
    const start: ServerPageStart = body ? this.serverPageStart : { headAssets: this.headAssets, modules: [] };
    const modules = [...start.modules, ...(body?.modules ?? [])];
    const entryData = start.appEntry ? ` data-app-entry="${start.appEntry}"` : '';
    const modulesData = modules.length > 0 ? ` data-app-modules="${modules.join(' ')}"` : '';
    const root = body ? `<div id="root" data-ready-when="${body.readyWhen}"${entryData}${modulesData}>${body.html}</div>` : ROOT_ELEMENT;
    const data = body?.data ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(body.data)}</script>` : '';
    const first = head.first ? `${head.first}\n    ` : '';
    return `${this.headStart}${first}${start.headAssets.trimEnd()}\n    ${head.rest}\n  ${this.beforeRoot}${root}${data}${this.afterRoot}`;
  }
}

/**
 * A server page's head assets: the loader's script in place of the app's entry and of the modules it imports,
 * which the loader fetches once the page has loaded. Without a loader in the build, they stay.
 */
function startAfterLoad(headAssets: string, loader: ManifestChunk | undefined): ServerPageStart {
  const entry = ENTRY_SCRIPT.exec(headAssets);
  if (!loader || !entry) return { headAssets, modules: [] };
  const modules = [...headAssets.matchAll(MODULE_PRELOAD)].map((preload) => preload[1]);
  const loaderScript = `<script type="module" crossorigin src="/${loader.file}"></script>\n    `;
  return { headAssets: headAssets.replace(entry[0], loaderScript).replace(MODULE_PRELOAD, ''), appEntry: entry[1], modules };
}

/**
 * The build's stylesheets as <style> elements: a page is painted as soon as its HTML has arrived, with no
 * stylesheet to fetch first. Each comes with a disabled link, which is not fetched: it tells the app's chunk
 * loader that the stylesheet is already on the page, so that a chunk needing it (the entry's too) adds no
 * copy, which the browser would fetch and then restyle the whole page with. A file the build does not have stays a link.
 */
class Stylesheets {
  private readonly elements = new Map<string, string | undefined>();

  constructor(private readonly pwaDist: string) {}

  inlined(file: string): string | undefined {
    if (!this.elements.has(file)) {
      const path = join(this.pwaDist, file);
      const css = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
      const style = css === undefined ? undefined : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      this.elements.set(file, style && `${style}<link rel="stylesheet" href="/${file}" disabled>`);
    }
    return this.elements.get(file);
  }
}
