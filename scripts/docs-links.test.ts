import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => `docs/${entry.name}`),
];

/** The anchors GitHub gives a page's headings (a second heading of the same text gets '-1'). */
function anchorsOf(page: string): Set<string> {
  const slugger = new GithubSlugger();
  const text = readFileSync(path.join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) => slugger.slug(match[1]!)));
}

/** The page's links to files of this repository, with their anchors: a web address is not ours to check. */
function localLinksOf(page: string) {
  const text = readFileSync(path.join(root, page), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => {
      const [file = '', anchor] = target.split('#');
      return { target, file: file ? path.normalize(path.join(path.dirname(page), file)) : page, anchor };
    });
}

describe('the docs’ links', () => {
  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const broken = localLinksOf(page).filter(({ file, anchor }) => {
      if (!existsSync(path.join(root, file))) return true;
      return anchor !== undefined && file.endsWith('.md') && !anchorsOf(file).has(anchor);
    });
    expect(broken.map((link) => link.target)).toEqual([]);
  });

  it('every picture the docs show is taken by npm run docs:screenshots', () => {
    const script = readFileSync(path.join(root, 'scripts/docs-screenshots.ts'), 'utf8');
    const taken = new Set([...script.matchAll(/capture\([^,]+,\s*'([\w-]+)'/g)].map((match) => `${match[1]}.png`));
    const shown = pages.flatMap((page) =>
      localLinksOf(page)
        .map((link) => link.file)
        .filter((file) => file.endsWith('.png')),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((file) => !taken.has(path.basename(file)))).toEqual([]);
  });

  it('the README reaches each task a new reader looks for in one click', () => {
    const targets = localLinksOf('README.md').map((link) => link.target);
    for (const task of [
      'docs/user-guide.md#selling',
      'docs/user-guide.md#add-a-product',
      'docs/user-guide.md#opening-and-closing-a-day',
      'docs/operations.md#postgresql',
      'docs/operations.md#https-on-the-shops-network',
      'docs/operations.md#backups-and-restores',
      'docs/operations.md#upgrading',
    ]) {
      expect(targets).toContain(task);
    }
  });
});
