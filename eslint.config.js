import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('web/src/features') ? fs.readdirSync('web/src/features') : [];

// Dependencies point one way: web → core and server → core; inside web, app → features → shared
// (components, lib, hooks); a feature never imports another feature: the route modules in app/ compose them.
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });
const otherFeature = (feature) => ({
  regex: `^@/features/(?!${feature}/)`,
  message: 'A feature never imports another feature; compose them in app/ or share through components/ and lib/.',
});
const leavesFeature = {
  regex: '^\\.\\./\\.\\./',
  message: 'Import shared code as @/components, @/lib or @/hooks rather than climbing out of the feature.',
};
const appOrFeature = { regex: '^@/(app|features)/', message: 'Shared code does not import app/ or features/.' };
const noWeb = { group: ['**/web/**'], message: 'The server does not import the web app.' };
// server/src/db is storage only (Kysely, dialects, migrations, repositories): it imports core and itself. Start-up,
// the demo seed and backups sit above the services in setup/ and backup/.
const aboveStorage = {
  regex: '^(\\.\\./)+(app|server|config|lib|services|routes|plugins|setup|backup|tls)(/|$)',
  message: 'db/ is storage only: it imports core and db/, never services, lib, config, routes, plugins or setup.',
};
const outsideCore = {
  group: ['react', 'react-dom', 'fastify', 'kysely', 'better-sqlite3', 'node:*', '**/server/**', '**/web/**'],
  message: 'core stays pure: no React, server, database, Node or web code.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...features.map((feature) =>
    restrict(
      [`web/src/features/${feature}/**`],
      [otherFeature(feature), leavesFeature, { regex: '^@/app/', message: 'Features do not import app/.' }],
    ),
  ),
  restrict(['web/src/components/**', 'web/src/lib/**', 'web/src/hooks/**'], [appOrFeature]),
  restrict(['server/src/**'], [noWeb]),
  restrict(['server/src/db/**'], [noWeb, aboveStorage]),
  {
    files: ['core/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [outsideCore] }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'core is deterministic: take now as an argument.' },
        { object: 'Math', property: 'random', message: 'core is deterministic: no randomness.' },
      ],
    },
  },
);
