import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// A relative import never leaves its top-level folder (common/, server/, web/, e2e/, …); across folders it goes
// through the package.json "imports" aliases (docs/decisions/014-import-aliases.md). How many `../` leave the folder
// depends on how deep a file sits, so there is one block per depth (12, twice the deepest file today): a file d
// folders down may climb d - 1 at most, and a config file at the root imports no folder relatively.
const aliasHint =
  'Import across top-level folders through an alias from package.json "imports" (#common/…, #server/…, #web/…).';
const climbsOutOfTopFolder = Array.from({ length: 12 }, (_, depth) => {
  const climb = depth === 0 ? String.raw`^\.\./|^\./[^/]+/` : String.raw`^(\.\./){${depth}}`;
  // esquery ends a regular expression at the first slash, so the selector spells it \x2F.
  const selector = (node) => `${node}[value=/${climb.replaceAll('/', String.raw`\x2F`)}/]`;
  return {
    files: [`${'*/'.repeat(depth)}*.{ts,tsx,js}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: climb, message: aliasHint }] }],
      'no-restricted-syntax': [
        'error',
        { selector: selector('ImportExpression > Literal.source'), message: aliasHint },
        { selector: selector('TSImportType Literal'), message: aliasHint },
        { selector: selector("CallExpression[callee.object.name='vi'] > Literal.arguments"), message: aliasHint },
      ],
    },
  };
});

// The SPA's layers, each importing only from those listed before it (docs/decisions/017-web-boundaries.md):
// ui (widgets, storage, texts) → shared (what several screens share: session, cart, person, order, …) → features
// (one folder per screen, never importing another feature) → app (the shell: router, layout). The elements are
// found by path, and every import is resolved first (relative paths and the package.json "imports" aliases alike,
// through the TypeScript resolver), so `../cart/…` and `#web/features/cart/…` are caught the same way.
const layer = (type) => ({ element: { type } });
const webLayers = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: 'tsconfig.web.json' } },
    'boundaries/root-path': import.meta.dirname,
    'boundaries/elements': [
      { type: 'common', pattern: 'common/src', partialMatch: false },
      { type: 'ui', pattern: 'web/src/ui', partialMatch: false },
      { type: 'shared', pattern: 'web/src/shared', partialMatch: false },
      { type: 'feature', pattern: 'web/src/features/*', partialMatch: false, capture: ['feature'] },
      { type: 'app', pattern: 'web/src/app', partialMatch: false },
    ],
    // The entry points are files, which element patterns (folders) do not describe: start.ts loads main.tsx.
    'boundaries/files': [{ category: 'entry', pattern: 'web/src/{start.ts,main.tsx}' }],
    'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    'boundaries/additional-dependency-nodes': [
      { selector: "CallExpression[callee.object.name='vi'] > Literal", kind: 'value', name: 'vi' },
    ],
  },
  rules: {
    // A new folder of web/src is given its place among the layers before it holds code.
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // An import of our own that is no layer (server/, config/, …) fails too.
        checkUnknownLocals: true,
        policies: [
          { from: layer('ui'), allow: { to: layer('common') } },
          { from: layer('shared'), allow: { to: layer(['common', 'ui']) } },
          // Within one feature, imports are free; another feature is not among these.
          { from: layer('feature'), allow: { to: layer(['common', 'ui', 'shared']) } },
          { from: layer('app'), allow: { to: layer(['common', 'ui', 'shared', 'feature']) } },
          { from: { file: { categories: 'entry' } }, allow: { to: layer('app') } },
          // start.ts loads main.tsx after the first paint (docs/decisions/024-first-paint.md).
          { from: { file: { categories: 'entry' } }, allow: { to: { file: { categories: 'entry' } } } },
        ],
      },
    ],
  },
};
// The server's layers (docs/decisions/018-server-services.md): routes translate HTTP to a call of a module's service,
// modules hold the rules over the database, plugins are the HTTP and database edge, the CLI uses modules. An import
// against the direction fails the lint. `#…` aliases resolve through package.json "imports" (TypeScript's resolver).
const serverLayer = (type, folder) => ({
  type: `server-${type}`,
  pattern: `server/src/${folder}`,
  partialMatch: false,
});
const serverElements = (...types) => ({ element: { type: types } });
const serverSettingsFile = { element: { type: 'server-root', fileInternalPath: 'config.ts' } };
const serverBoundaries = [
  {
    files: ['server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.server.json' } },
      'boundaries/elements': [
        serverLayer('routes', 'routes'),
        serverLayer('modules', 'modules'),
        serverLayer('plugins', 'plugins'),
        serverLayer('db', 'db'),
        serverLayer('cli', 'cli'),
        // What is left of server/src: main.ts and app.ts, which put the layers together, and config.ts, the settings.
        { type: 'server-root', pattern: 'server/src', partialMatch: false },
        { type: 'common', pattern: 'common/src', partialMatch: false },
        { type: 'web', pattern: 'web/src', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: serverElements('server-root'), allow: { to: { element: { type: 'server-*' } } } },
            {
              from: serverElements('server-routes'),
              allow: { to: serverElements('server-modules', 'server-plugins') },
            },
            {
              from: serverElements('server-modules', 'server-plugins', 'server-db', 'server-cli'),
              allow: { to: serverSettingsFile },
            },
            { from: serverElements('server-modules', 'server-plugins'), allow: { to: serverElements('server-db') } },
            { from: { element: { type: 'server-*' } }, allow: { to: serverElements('common') } },
            // The CLI opens the database as the server does, and leaves every query to the modules.
            {
              from: serverElements('server-cli'),
              allow: [
                { to: serverElements('server-modules') },
                { to: { element: { type: 'server-db', fileInternalPath: 'connect.ts' } } },
              ],
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'data/', 'test-results/', 'playwright-report/', '.test-output/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'server/src/cli/**/*.ts', 'e2e/screenshots.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'bench/bare/**/*.tsx'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webLayers,
  ...climbsOutOfTopFolder,
  ...serverBoundaries,
);
