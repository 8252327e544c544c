import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import type { Plugin } from 'vite';
import { compileMessages, localesDir, readCompiledCatalogue, readSourceCatalogue } from './message-catalogues.ts';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Property = Node & { key: Node & { name?: string; value?: unknown }; value: Node & { value?: unknown } };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function* objectExpressions(node: Node): Generator<Node & { properties: Node[] }> {
  if (node.type === 'ObjectExpression') yield node as Node & { properties: Node[] };
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* objectExpressions(child);
  }
}

const keyName = (property: Property) => property.key.name ?? property.key.value;
const stringValue = (node: Node & { value?: unknown }) =>
  node.type === 'Literal' && typeof node.value === 'string' ? node.value : null;

/**
 * US English is written in the code, as `defaultMessage`, where `npm run i18n:extract` finds it; at build each one is
 * replaced by its AST from the compiled en-US catalogue, so react-intl never parses a message in the browser (its
 * ICU parser stays out of the bundle) and each screen's chunk carries its own English. Translators' descriptions go.
 * A message the catalogue lacks, or words differently from the code, stops the build: run npm run i18n:extract.
 */
export function inlineDefaultMessages(): Plugin {
  const englishSource = path.join(localesDir, 'en-US.json');
  let loadedAt = -1;
  let written: ReturnType<typeof readSourceCatalogue> = {};
  let compiled: Record<string, unknown> = {};
  const english = () => {
    const changedAt = fs.statSync(englishSource).mtimeMs;
    if (changedAt !== loadedAt) {
      compileMessages();
      written = readSourceCatalogue('en-US');
      compiled = readCompiledCatalogue('en-US');
      loadedAt = changedAt;
    }
    return { written, compiled };
  };

  return {
    name: 'tillwise-inline-default-messages',
    enforce: 'post',
    buildStart() {
      english();
    },
    transform: {
      filter: { id: /[\\/]web[\\/]src[\\/].*\.[jt]sx?$/, code: 'defaultMessage' },
      handler(code, id) {
        this.addWatchFile(englishSource);
        const { written, compiled } = english();
        const edits: { start: number; end: number; text: string }[] = [];
        const hoisted: string[] = [];
        for (const object of objectExpressions(parseAst(code) as unknown as Node)) {
          const properties = object.properties.filter((p): p is Property => p.type === 'Property');
          const message = properties.find((p) => keyName(p) === 'defaultMessage');
          if (!message) continue;
          const idProperty = properties.find((p) => keyName(p) === 'id');
          const messageId = idProperty && stringValue(idProperty.value);
          const text = stringValue(message.value);
          if (messageId === null || messageId === undefined || text === null) {
            this.error(
              `A message needs an id and a defaultMessage written as plain strings (${path.relative('.', id)})`,
            );
          }
          if (written[messageId]?.defaultMessage !== text || !(messageId in compiled)) {
            this.error(
              `Message "${messageId}" reads differently in web/src/locales/en-US.json, or is not there: ` +
                'run npm run i18n:extract',
            );
          }
          const name = `__tillwiseMessage${hoisted.length}`;
          hoisted.push(`${name} = ${JSON.stringify(compiled[messageId])}`);
          edits.push({ start: message.value.start, end: message.value.end, text: name });
          const description = properties.find((p) => keyName(p) === 'description');
          if (description) edits.push({ start: description.value.start, end: description.value.end, text: '0' });
        }
        if (edits.length === 0) return null;
        let result = code;
        for (const edit of edits.sort((a, b) => b.start - a.start)) {
          result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
        }
        // On the first line, before the module's own code: every line below keeps its place for the source map.
        return { code: `const ${hoisted.join(', ')};${result}`, map: null };
      },
    },
  };
}
