// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository stands alone: no comment, doc, test title or string points at a document kept
// outside it (a numbered section of a specification or an API write-up, a design file, a shared
// folder beside the checkout), which a developer reading this repository does not have. A rule
// is stated where it is applied, in the storefront's words.

const root = fileURLToPath(new URL('../..', import.meta.url));

// Written so that this file does not match itself: `[ ]` and `[/]` stand for a space and a slash.
const CITATION = new RegExp(['spec[ ]§', 'reference[ ]§', 'DESIGN[.]md', 'shared[/]spec', 'shared[/]reference', '§ ?[0-9]'].join('|'));

const TEXT_FILE = /\.(ts|tsx|mjs|js|cjs|md|yaml|yml|json|graphql)$/;
/** Generated from other files: they are right once their sources are. */
const GENERATED = [/^schema\//, /\.generated\.ts$/, /(^|\/)package-lock\.json$/, /^api\/src\/db\/migrations\/meta\//];

/** The repository's text files: tracked, and new ones not yet added (ignored files left out). */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(listed.split('\0'))]
    .filter((file) => TEXT_FILE.test(file) && !GENERATED.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(join(root, file)))
    .sort();
}

/** "file:line: text" for every line that cites an outside document. */
function citations(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (CITATION.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 160)}`] : [])),
  );
}

describe('the repository stands alone', () => {
  it('recognises a citation of an outside document, and only that', () => {
    // The section sign and the names are put together here, again so that this file does not cite.
    const section = '\u00a7';
    const cites = [`(spec ${section}4)`, `reference ${section}1.1`, `see ${'DESIGN'}.md`, `../${'shared'}/reference/api.md`,
      `../${'shared'}/spec/x.md`, `DESIGN ${section}3`, `(${section}14 item 6)`, `${section} 2`];
    for (const cited of cites) {
      expect(CITATION.test(cited), cited).toBe(true);
    }
    for (const plain of ['the spec of a stock', 'RFC 9110', 'a reference route', 'docs/design.md', 'shared/lib/rest.ts']) {
      expect(CITATION.test(plain), plain).toBe(false);
    }
  });

  it('has no source, test or doc citing a document kept outside it', () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(citations(files)).toEqual([]);
  });
});
