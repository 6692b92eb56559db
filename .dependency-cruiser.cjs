// Import boundaries of ARCHITECTURE.md, checked by `npm run lint` (depcruise). Paths are relative to the root.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files must not import each other in a circle (type-only imports aside): split out what both need.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-backend-modules',
      severity: 'error',
      scope: 'folder',
      comment: 'Backend modules (the folders of backend/src) must not depend on each other in a circle.',
      from: { path: '^backend/src/[^/]+/?$' },
      to: { path: '^backend/src/[^/]+/?$', circular: true },
    },
    {
      name: 'apps-not-into-backend',
      severity: 'error',
      comment: 'The PWA and the journeys share code with the backend through @shop/contracts only.',
      from: { path: '^(pwa|e2e)/' },
      to: { path: '^backend/' },
    },
    {
      name: 'no-workspace-source-by-path',
      severity: 'error',
      comment: 'Workspaces import each other by package name (@shop/...), never by a path into another workspace.',
      from: { path: '^(backend|pwa|e2e|packages/[^/]+)/' },
      to: { path: '^(backend|pwa|e2e|packages/[^/]+)/', pathNot: '^$1/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'packages-import-nothing-of-the-shop',
      severity: 'error',
      comment: '@shop/contracts and @shop/embedded-mongo are standalone: no app code, and not each other.',
      from: { path: '^packages/([^/]+)/' },
      to: { path: '^(backend|pwa|e2e|packages)/', pathNot: '^packages/$1/' },
    },
    {
      name: 'contracts-depend-on-zod-only',
      severity: 'error',
      comment: '@shop/contracts is loaded by the browser and the server alike: zod and nothing else.',
      from: { path: '^packages/contracts/src/', pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown', 'core'],
        pathNot: 'node_modules/zod/',
      },
    },
    {
      name: 'backend-core-not-into-features',
      severity: 'error',
      comment: 'config, common and database are what every module may import: they import no feature module.',
      from: { path: '^backend/src/(common|config|database)/' },
      to: { path: '^backend/src/', pathNot: '^backend/src/(common|config|database)/' },
    },
    {
      name: 'backend-models-stay-in-their-module',
      severity: 'error',
      comment: 'A module exports services, never its mongoose models: read another module through its service.',
      from: { path: '^backend/src/([^/]+)/' },
      to: { path: '^backend/src/[^/]+/schemas/', pathNot: '^backend/src/$1/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'pwa-lower-layers-not-up',
      severity: 'error',
      comment: 'components/ui, lib, offline and config know nothing of features or the app shell.',
      from: { path: '^pwa/src/(components|lib|offline|config)/' },
      to: { path: '^pwa/src/(app|features)/' },
    },
    {
      name: 'pwa-features-not-into-app',
      severity: 'error',
      comment: 'Dependencies flow app -> features -> ui/lib/offline; a feature never imports the app shell.',
      from: { path: '^pwa/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^pwa/src/app/' },
    },
    {
      name: 'pwa-features-isolated',
      severity: 'error',
      comment:
        'A feature imports no other feature but the entity features: catalogue (products), orders and boards. ' +
        'An admin area may also use the admin kit (admin/i18n, forms, lists, uploads). Compose features in app/.',
      from: { path: '^pwa/src/features/(admin/[^/]+|[^/]+)/' },
      to: {
        path: '^pwa/src/features/',
        pathNot: [
          '^pwa/src/features/$1/',
          '^pwa/src/features/(catalogue|orders|boards)/',
          '^pwa/src/features/admin/([^/]+\\.(ts|tsx|css)|i18n/|forms/|lists/|uploads/)',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.tmp|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@shop/source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
