// ESLint for the whole repository (`npm run lint`): typescript-eslint's type-checked rules, the rules of
// hooks, no import circles, and the layering the README describes, checked as rules rather than kept as habits.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { INTENDED_UP, SERVER_LAYERS, WEB_LAYERS } from './scripts/layers.mjs';

/** The app's own folders, above the pure packages. */
const APP = ['./contracts', './server', './web', './migrations', './scripts', './e2e'];

/**
 * Features the others may import: shared infrastructure, below every screen (each says so in its README).
 * Everything else in a feature is its own: another feature imports it only where `COMPOSES` says.
 */
const SHARED_FEATURES = ['auth', 'media', 'page-content', 'admin/shared', 'builder/elements'];
/** The few features that assemble others' screens, and what they assemble. */
const COMPOSES = {
  'admin/dashboard': ['admin/editor', 'admin/blog-manager', 'blog', 'contact', 'marketing'],
  // A draft's preview page draws it with the public article's and the builder page's own views.
  preview: ['blog', 'builder/public'],
  // The builder's properties panel edits a rich text (an imported WordPress page's text) with the post body editor.
  'builder/screen': ['admin/blog-manager/body-editor'],
};
const FEATURES = './web/src/features';
/** Each feature folder (`admin` and `builder` hold several), as a path under features/. */
const featureFolders = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    ['admin', 'builder'].includes(entry.name)
      ? readdirSync(`${FEATURES}/${entry.name}`, { withFileTypes: true })
          .filter((sub) => sub.isDirectory())
          .map((sub) => `${entry.name}/${sub.name}`)
      : [entry.name],
  );
/** One zone per feature: it may import itself, the shared features and what it composes, nothing else of features/. */
const featureZones = featureFolders.map((feature) => ({
  target: `${FEATURES}/${feature}`,
  from: FEATURES,
  except: [...new Set([feature, ...SHARED_FEATURES, ...(COMPOSES[feature] ?? [])])].map((path) => `./${path}`),
  message:
    'A feature imports another only when it is shared infrastructure (SHARED_FEATURES) or assembled by it (COMPOSES): move the shared piece down.',
}));

/** A zone of `import-x/no-restricted-paths`: code under `target` may not import from `from` (but `except`). */
const zone = (target, from, message, except = []) => ({ target, from, message, except });

/** A layer's name (scripts/layers.mjs) as the paths it stands for: its folder and its top-level file, where they exist. */
const pathsOf = (root, name) =>
  [`${root}/${name}`, `${root}/${name}.ts`, `${root}/${name}.tsx`].filter(existsSync).map((path) => `./${path}`);

/** The paths a zone's target names for a layer's name: its folder's files but tests, and its top-level file. */
const targetsOf = (root, name) =>
  pathsOf(root, name).map((path) => (path.endsWith('.ts') || path.endsWith('.tsx') ? path : `${path}/**/!(*.test).{ts,tsx}`));

/**
 * The zones of a layered source root: the code of each layer (tests aside) imports nothing of the layers above, but
 * for the arrows up named in INTENDED_UP (a folder with one gets a zone of its own without it). One zone per layer:
 * the rule's cost grows with the zones. scripts/import-graph.test.ts checks the same, and that no circle of folders forms.
 */
const layerZones = ({ root, layers }) =>
  layers.flatMap((layer, index) => {
    const above = layers.slice(0, index).flat();
    if (above.length === 0) return [];
    const meantFrom = (name) =>
      Object.keys(INTENDED_UP[root]).flatMap((arrow) => (arrow.startsWith(`${name} -> `) ? [arrow.slice(name.length + 4)] : []));
    const message = `This is layer ${index + 1} of ${layers.length} of ${root} (scripts/layers.mjs): it imports nothing of the layers above. Move the shared piece down, or pass what it needs in.`;
    const layerZone = (names, from) =>
      zone(
        names.flatMap((name) => targetsOf(root, name)),
        from.flatMap((upper) => pathsOf(root, upper)),
        message,
      );
    const own = layer.filter((name) => meantFrom(name).length > 0);
    const shared = layer.filter((name) => meantFrom(name).length === 0);
    return [
      ...(shared.length > 0 ? [layerZone(shared, above)] : []),
      ...own.map((name) =>
        layerZone(
          [name],
          above.filter((upper) => !meantFrom(name).includes(upper)),
        ),
      ),
    ];
  });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'server/dist-*/**',
      '**/.tsbuild/**',
      'web/src/route-tree.gen.ts',
      '.test-results/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            zone('./packages/builder-engine', APP, 'The builder engine is pure: it imports nothing of the app.'),
            zone('./packages/seo-analysis', APP, 'The SEO analysis is pure: it imports nothing of the app.'),
            zone('./contracts', ['./server', './web', './migrations'], 'Contracts are shared by both sides and import neither.'),
            ...layerZones(WEB_LAYERS),
            ...layerZones(SERVER_LAYERS),
            zone('./server', './web', 'The server does not import the web app.'),
            zone(
              ['./server/src/!(test)/**/!(*.test).ts', './server/src/!(*.test).ts'],
              ['./server/src/test', './server/bench'],
              'The product imports no test or bench code: test servers and fixtures live in server/src/test, benchmarks in server/bench.',
            ),
            ...featureZones,
          ],
        },
      ],
      // The web may import only types from the server (its AppRouter), never server code.
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/src/**', '@app/server', '@app/server/*'],
              allowTypeImports: true,
              message: 'The web imports only types from the server.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Off: Fastify plugins and hooks and MikroORM migrations are async by their contract, whether or not
      // their body awaits; an async function that awaits nothing is harmless, a missed await is caught by
      // no-floating-promises and no-misused-promises.
      '@typescript-eslint/require-await': 'off',
      // TanStack Router's guards throw its redirect and notFound values by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
    },
  },
  {
    // Tests read HTTP and JSON bodies (typed any by light-my-request, fetch and Playwright) and assert on their
    // values: a body of the wrong shape fails the assertion itself, so typing every read adds nothing.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'server/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // The restriction above is the web's; the server and the tools import the server freely.
    files: ['server/**', 'scripts/**', 'e2e/**', 'migrations/**', '*.ts', '*.js', '*.mjs'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
