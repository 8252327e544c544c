import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const webSrc = path.resolve(import.meta.dirname, '..');

// Props a person reads or hears; a component's own props named so (a field's label) count too.
const wordyProps = new Set(['placeholder', 'aria-label', 'title', 'label', 'description', 'hint', 'alt']);
const hasWords = (text: string) => /\p{L}{2}/u.test(text);

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The words a file shows as written, bypassing the catalogue: JSX text, wordy props, toasts' first arguments. */
function bareStrings(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const visit = (node: Node) => {
    if (node.type === 'JSXText' && hasWords(String(node.value))) found.push(String(node.value).trim());
    if (node.type === 'JSXAttribute') {
      const name = (node.name as { name?: string }).name ?? '';
      const value = node.value as { type?: string; value?: unknown } | null;
      if (wordyProps.has(name) && value?.type === 'Literal' && hasWords(String(value.value))) {
        found.push(`${name}="${String(value.value)}"`);
      }
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as { type: string; name?: string; object?: { name?: string } };
      const isToast = callee.name === 'toast' || callee.object?.name === 'toast';
      const first = (node.arguments as Node[])[0];
      if (isToast && first && (first.type === 'Literal' || first.type === 'TemplateLiteral')) {
        found.push(`toast(${code.slice(first.start as number, first.end as number)})`);
      }
    }
    // An error a screen shows as its message: `throw new Error('This sale is not held on this till')`. The few no one
    // reads (a page without its root, a worker closed under the search) are listed below.
    if (node.type === 'NewExpression' && (node.callee as { name?: string }).name === 'Error') {
      const first = (node.arguments as Node[])[0];
      const text = first ? code.slice(first.start as number, first.end as number) : '';
      if (first && (first.type === 'Literal' || first.type === 'TemplateLiteral') && /^['`"]\p{Lu}\p{Ll}/u.test(text))
        found.push(`new Error(${text})`);
    }
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  visit(parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' } as never, file) as unknown as Node);
  return found;
}

const sources = (fs.readdirSync(webSrc, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !file.startsWith('locales/'));

// Errors a developer reads, never a person at a screen.
const forNoOne = [
  "main.tsx: new Error('The page has no #root element')",
  "features/replica/search/search-client.ts: new Error('The search worker was closed')",
];

// Every screen, the till and the back office, says its words through the catalogue (issue 47): a word written in the
// code instead would show in US English whatever the person's language.
describe('words written in the code rather than the catalogue', () => {
  it('there are none', () => {
    const left = sources
      .flatMap((file) => bareStrings(path.join(webSrc, file)).map((text) => `${file}: ${text}`))
      .filter((text) => !forNoOne.includes(text));
    expect(left).toEqual([]);
  });
});
