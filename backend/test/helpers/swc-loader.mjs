// Runs the backend's TypeScript in a plain `node` process the way vitest runs it (SWC, with the decorator
// metadata NestJS dependency injection and @Prop need, which tsx's esbuild does not emit):
// node --import ./test/helpers/swc-loader.mjs src/main.ts
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

/** @type {import('@swc/core').Options} */
const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

registerHooks({
  // Sources import each other as `./name.js`, as NodeNext wants; the file on disk is `./name.ts`.
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      const typescript = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
      if (existsSync(typescript)) return nextResolve(typescript.href, context);
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
    const filename = fileURLToPath(url);
    const { code } = transformSync(readFileSync(filename, 'utf8'), { ...SWC_OPTIONS, filename });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
