import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Logger } from '@nestjs/common';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shop/contracts/storefront/page-data';
import { jsonForScript } from './html-text.js';

/** The PWA's server build (`vite build --ssr`, pwa/src/app/ssr/server-entry.tsx): the app's screens rendered to HTML. */
interface AppRenderer {
  renderPage(url: string, data: PageData): Promise<string>;
}
const APP_RENDERER_FILE = join('server', 'server-entry.js');

/** What vite's build manifest (.vite/manifest.json) says of a chunk. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Partial<Record<string, ManifestChunk>>;

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
const GENERIC_HEAD_TAGS = [/<title>[^<]*<\/title>\s*/, /<meta\s+name="description"[^>]*>\s*/];
/** What React hoists ahead of a rendered tree (the preloads of its high-priority pictures): they go in the head. */
const HOISTED_TAGS = /^(?:<link [^>]*>)+/;
/**
 * Holds a server page's first paint until its data, the page's last element, is parsed. Chromium otherwise
 * paints what it has parsed when its parser yields and lays the whole page out again for the rest, a long task
 * after the first paint (Lighthouse's Total Blocking Time): this way the page is styled, laid out and painted once.
 * Browsers without render-blocking `expect` links ignore it.
 */
const FIRST_PAINT_WHOLE_PAGE = `<link rel="expect" href="#${PAGE_DATA_ELEMENT_ID}" blocking="render">`;

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
    private readonly app: (() => Promise<AppRenderer>) | null,
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
      appRendererLoader(join(pwaDist, APP_RENDERER_FILE)),
    );
  }

  /** Loads the app's server build ahead of the first page that needs it. */
  preload(): void {
    // A build that fails to load fails each page that needs it (a 500), not the process.
    this.app?.().catch(() => undefined);
  }

  /**
   * Stylesheets (inlined) and modules of a lazily loaded route (by its source path, e.g.
   * src/app/shop/product-route.tsx) and the chunks it imports: the server's first paint is styled as the
   * app's from the start, and the app fetches the route's code together with its own once it starts
   * (pwa/src/app/ssr/start-after-load.ts). Files the entry already loads are left out; nothing when
   * the build has no such chunk.
   */
  private routeAssets(source: string): RouteAssets {
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
   * A storefront page: its head tags, the app rendered at `url` from `data` into #root (hydrated by the
   * browser, pwa/src/app/ssr), `data` itself for the app to hydrate from, and the route's styles and code.
   * The app's entry waits for the page to load (the loader names it and the modules to fetch on #root).
   * Without the app's server build, the shell.
   */
  async render(head: string, body: { url: string; route: string; data: PageData }): Promise<string> {
    if (!this.app) return this.shell(head);
    const rendered = await (await this.app()).renderPage(body.url, body.data);
    const hoisted = HOISTED_TAGS.exec(rendered)?.[0] ?? '';
    const route = this.routeAssets(body.route);
    const start = this.serverPageStart;
    const modules = [...start.modules, ...route.modules];
    const entryData = start.appEntry ? ` data-app-entry="${start.appEntry}"` : '';
    const modulesData = modules.length > 0 ? ` data-app-modules="${modules.join(' ')}"` : '';
    const root = `<div id="root"${entryData}${modulesData}>${rendered.slice(hoisted.length)}</div>`;
    const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(body.data)}</script>`;
    const rest = [head, ...route.styles, FIRST_PAINT_WHOLE_PAGE].join('\n    ');
    return this.page(hoisted, start.headAssets, rest, `${root}${data}`);
  }

  /** The app's shell with `head`'s tags: an empty #root the app renders into as it starts. */
  shell(head: string): string {
    return this.page('', this.headAssets, head, ROOT_ELEMENT);
  }

  /** `first` goes ahead of the build's scripts and stylesheets (the page's largest pictures), `rest` at the end of the head. */
  private page(first: string, headAssets: string, rest: string, root: string): string {
    const firstTags = first ? `${first}\n    ` : '';
    return `${this.headStart}${firstTags}${headAssets.trimEnd()}\n    ${rest}\n  ${this.beforeRoot}${root}${this.afterRoot}`;
  }
}

/**
 * The app's server build, imported once at its first use rather than while the server starts (a 2 MB module:
 * about 0.1 s of a start); none (a warning) when the build has none.
 */
function appRendererLoader(file: string): (() => Promise<AppRenderer>) | null {
  if (existsSync(file)) {
    let renderer: Promise<AppRenderer> | undefined;
    return () => (renderer ??= import(pathToFileURL(file).href) as Promise<AppRenderer>);
  }
  new Logger('PWA').warn(`No server build at ${file}: storefront pages get the app's shell. Run \`npm run build\`.`);
  return null;
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
