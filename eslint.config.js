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

// The SPA's layers, each importing only from those listed before it (docs/decisions/017-web-boundaries.md,
// 033-sides-and-building-blocks.md): ui (widgets, building blocks, storage, texts) → shared (what several screens
// share: session, cart, person, order, …) → the sides, each a folder of its own (the customer's, the desk's, later the
// driver's) → app (the shell that puts the sides together). A side holds its features (one folder per screen, never
// importing another feature), what only its features share (`<side>/shared/`), its layout or frame (its shell) and its
// entry (`<side>/routes.tsx`, which the app's router loads); it never imports another side. The elements are found by
// path, and every import is resolved first (relative paths and the package.json "imports" aliases alike, through the
// TypeScript resolver), so `../cart/…` and `#web/customer/cart/…` are caught the same way.
const sides = ['customer', 'desk', 'driver'];
const sidesGlob = `{${sides.join(',')}}`;
const layer = (type) => ({ element: { type } });
// An element of the importing file's own side; a side's entry is a file, whose side is the file's.
const ownSide = (type) => ({ element: { type, captured: { side: '{{ from.element.captured.side }}' } } });
const sideEntry = { file: { categories: 'side-entry' } };
const entrysSide = (type) => ({ element: { type, captured: { side: '{{ from.file.captured.side }}' } } });
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
      { type: 'side-shared', pattern: `web/src/${sidesGlob}/shared`, partialMatch: false, capture: ['side'] },
      {
        type: 'side-shell',
        pattern: `web/src/${sidesGlob}/{layout,frame}`,
        partialMatch: false,
        capture: ['side', 'shell'],
      },
      { type: 'feature', pattern: `web/src/${sidesGlob}/*`, partialMatch: false, capture: ['side', 'feature'] },
      { type: 'app', pattern: 'web/src/app', partialMatch: false },
    ],
    // The entry points are files, which element patterns (folders) do not describe: start.ts loads main.tsx, and the
    // app's router loads each side's entry.
    'boundaries/files': [
      { category: 'entry', pattern: 'web/src/{start.ts,main.tsx}' },
      { category: 'side-entry', pattern: `web/src/${sidesGlob}/routes.tsx`, capture: ['side'] },
    ],
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
          // Within one feature, imports are free; another feature, or anything of another side, is not among these.
          {
            from: layer(['feature', 'side-shared', 'side-shell']),
            allow: [{ to: layer(['common', 'ui', 'shared']) }, { to: ownSide('side-shared') }],
          },
          // A side's shell (the customer's layout, the desk's frame) and its entry put its features together.
          { from: layer('side-shell'), allow: { to: ownSide(['feature', 'side-shell']) } },
          {
            from: sideEntry,
            allow: [
              { to: layer(['common', 'ui', 'shared']) },
              { to: entrysSide(['feature', 'side-shared', 'side-shell']) },
            ],
          },
          // The shell of the whole app knows each side by its entry only.
          { from: layer('app'), allow: [{ to: layer(['common', 'ui', 'shared']) }, { to: sideEntry }] },
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
    files: [
      'server/**/*.ts',
      'scripts/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'cluster/**/*.ts',
      '*.config.ts',
      '*.config.js',
    ],
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
