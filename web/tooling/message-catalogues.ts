import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Each locale's messages as extracted (en-US) or translated: `{ "<id>": { "defaultMessage": "…" } }`. */
export const localesDir = path.resolve(import.meta.dirname, '../src/locales');
/** The same, compiled to the AST react-intl formats without its ICU parser (not kept in git: builds make it). */
export const compiledDir = path.join(localesDir, 'compiled');
const webSrc = path.resolve(import.meta.dirname, '../src');
const coreSrc = path.resolve(import.meta.dirname, '../../core/src');
const serverServices = path.resolve(import.meta.dirname, '../../server/src/services');

export type SourceCatalogue = Record<string, { defaultMessage: string; description?: string }>;

const formatjsBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')),
  'bin/formatjs',
);

function formatjs(args: string[]): string {
  try {
    return execFileSync(process.execPath, [formatjsBin, ...args], { stdio: 'pipe', maxBuffer: 64 << 20 }).toString();
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`formatjs ${args[0]} failed${stderr ? `:\n${stderr}` : ''}`, { cause: error });
  }
}

/**
 * Every message the web app's code says, in US English, as `formatjs extract` finds them: the FormattedMessage
 * elements and the formatMessage, defineMessage(s) calls under web/src, and core's and the server's messages (their
 * defineMessages, core/src/i18n/core-message.ts, in core/src/<domain>/*-messages.ts and
 * server/src/services/*-messages.ts), tests left out. Whitespace is kept as written, so the catalogue reads exactly as
 * the code does.
 */
export function extractMessages(): SourceCatalogue {
  const output = formatjs([
    'extract',
    path.join(webSrc, '**/*.{ts,tsx}'),
    path.join(coreSrc, '**/*-messages.ts'),
    path.join(serverServices, '*-messages.ts'),
    '--ignore',
    path.join(webSrc, '**/*.test.{ts,tsx}'),
    '--ignore',
    path.join(webSrc, '**/*.d.ts'),
    '--preserve-whitespace',
    '--throws',
  ]);
  return JSON.parse(output) as SourceCatalogue;
}

/** Writes a locale's catalogue as extract writes it: keys sorted, two-space JSON (as Prettier keeps it). */
export function writeSourceCatalogue(locale: string, catalogue: SourceCatalogue) {
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  fs.writeFileSync(path.join(localesDir, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** A locale's catalogue as written in web/src/locales (en-US as `npm run i18n:extract` wrote it). */
export function readSourceCatalogue(locale: string): SourceCatalogue {
  const file = path.join(localesDir, `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SourceCatalogue) : {};
}

/** The locales web/src/locales has a catalogue for. */
export const sourceLocales = () =>
  fs
    .readdirSync(localesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.basename(file, '.json'));

/**
 * Compiles every locale's catalogue with `formatjs compile-folder --ast` (which also refuses a malformed ICU
 * message). The build and the unit tests both compile, at times at once: each compiled file is written beside its
 * place and renamed into it, so neither ever reads half of one, and a file whose content did not change is left alone.
 */
export function compileMessages(): string[] {
  fs.mkdirSync(compiledDir, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(compiledDir, '.compiling-'));
  try {
    formatjs(['compile-folder', '--ast', localesDir, scratch]);
    const written = fs.readdirSync(scratch).filter((file) => file.endsWith('.json'));
    for (const file of written) {
      const target = path.join(compiledDir, file);
      const content = fs.readFileSync(path.join(scratch, file), 'utf8');
      if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
      fs.renameSync(path.join(scratch, file), target);
    }
    for (const file of fs.readdirSync(compiledDir)) {
      if (file.endsWith('.json') && !written.includes(file)) fs.rmSync(path.join(compiledDir, file));
    }
    return written.map((file) => path.basename(file, '.json'));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** A locale's compiled catalogue: each message's AST by id. */
export function readCompiledCatalogue(locale: string): Record<string, unknown> {
  const file = path.join(compiledDir, `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}
