/**
 * The citation check (docs/conventions.md, rule 11): every citation in a tracked source, test, story,
 * config or doc file resolves inside the repository.
 *   - "product N" names a section of docs/product.md, and a quoted part after it ("product 3
 *     "Fraud result"") is in that section (a subsection's heading or its words);
 *   - "ADR NNNN" and "docs/decisions/NNNN" name a record that exists;
 *   - a docs/*.md path names a file that exists, and a quoted part after docs/architecture.md or
 *     docs/conventions.md is in that page;
 *   - no citation of a document that is not in the repository is left: the old section form of the
 *     requirements, tracker numbers, or the design documents' old names.
 * scripts/docs/rewrite-citations.mjs turns the old forms into these.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CitationProblem {
  file: string;
  line: number;
  citation: string;
  reason: string;
}

/** What citations resolve against. */
export interface CitationTargets {
  /** Section number -> its text (headings and body), from docs/product.md. */
  productSections: Map<number, string>;
  /** Four-digit numbers of the ADRs in docs/decisions. */
  adrs: Set<string>;
  /** Whether a repository path exists. */
  exists: (path: string) => boolean;
  /** The text of a docs page, for quoted parts after its path. */
  docText: (path: string) => string | undefined;
}

/** Files that hold old forms on purpose: the rewrite script, this check and its test, generated docs. */
const EXCLUDED_FILES = new Set([
  'scripts/docs/rewrite-citations.mjs',
  'scripts/docs/citations.ts',
  'scripts/citations.test.ts',
  'docs/accuracy.md',
]);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json|md|yml|yaml|html|css|sh|conf|sql)$|^\.ci\/run$/;

const OLD_FORMS: { pattern: RegExp; reason: string }[] = [
  { pattern: /\b[Ss]pec \d+/g, reason: 'the requirements are cited as "product N" (docs/product.md)' },
  { pattern: /\b[Ii]ssues? #?\d+/g, reason: 'a tracker number does not resolve in a clone: cite the ADR or docs page' },
  {
    pattern: /(?<![\w/.-])(ARCHITECTURE|HOUSE-RULES|TOOLCHAIN)(\.md)?(?![\w-])/g,
    reason: 'not in the repository: cite docs/architecture.md or docs/conventions.md',
  },
  {
    pattern: /shared\/(spec|design)\/[\w.-]+/g,
    reason: 'outside the repository: cite docs/product.md, docs/architecture.md or docs/conventions.md',
  },
];

/** Reads the numbered sections of docs/product.md, each with its text. */
function productSectionsOf(markdown: string): Map<number, string> {
  const sections = new Map<number, string>();
  let current: number | undefined;
  for (const line of markdown.split('\n')) {
    const section = line.match(/^## (\d+)\. /);
    if (section) current = Number(section[1]);
    if (current !== undefined) sections.set(current, `${sections.get(current) ?? ''}${line}\n`);
  }
  return sections;
}

/** The problems of one file's text. */
export function citationProblems(file: string, text: string, targets: CitationTargets): CitationProblem[] {
  const problems: CitationProblem[] = [];
  // An old form wrapped over two comment lines ("... (issue\n * 24)").
  for (const m of text.matchAll(/\b(spec|issues?)[ \t]*\n[ \t]*(?:\*|\/\/|#|--)?[ \t]*#?\d+/gi)) {
    const line = text.slice(0, m.index).split('\n').length;
    problems.push({
      file,
      line,
      citation: m[0].replace(/\s+/g, ' '),
      reason: 'an old citation form, wrapped over two lines',
    });
  }
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const report = (citation: string, reason: string) => problems.push({ file, line: index + 1, citation, reason });
    for (const { pattern, reason } of OLD_FORMS) for (const m of line.matchAll(pattern)) report(m[0], reason);

    for (const m of line.matchAll(/\b[Pp]roduct (\d+)(?:(?:'s)?,? "([^"]+)")?/g)) {
      const number = Number(m[1]);
      const section = targets.productSections.get(number);
      if (section === undefined) {
        report(m[0], `docs/product.md has no section ${number}`);
        continue;
      }
      const sub = m[2];
      // A quoted part names a subsection or quotes the section's words: either way it is in its text.
      if (sub && !section.toLowerCase().includes(sub.toLowerCase())) {
        report(m[0], `docs/product.md section ${number} does not say "${sub}"`);
      }
    }

    for (const m of line.matchAll(/\bADR (\d{4})\b|docs\/decisions\/(\d{4})/g)) {
      const number = m[1] ?? m[2] ?? '';
      if (!targets.adrs.has(number)) report(m[0], `no ADR ${number} in docs/decisions`);
    }

    for (const m of line.matchAll(/(?<![\w/.-])docs\/([\w./-]*[\w-])(?:#[\w-]+)?(?: "([^"]+)")?/g)) {
      const path = `docs/${m[1] ?? ''}`;
      if (/^docs\/decisions\/\d{4}$/.test(path)) continue; // checked above as an ADR number
      if (!targets.exists(path) && !targets.exists(`${path}.md`)) {
        report(m[0], `${path} does not exist`);
        continue;
      }
      const quoted = m[2];
      if (quoted && path.endsWith('.md')) {
        const doc = targets.docText(path);
        if (doc !== undefined && !doc.toLowerCase().includes(quoted.toLowerCase()))
          report(m[0], `${path} does not contain "${quoted}"`);
      }
    }
  });
  return problems;
}

/** The targets of the repository at `root`. */
export function repositoryTargets(root: string): CitationTargets {
  const product = readFileSync(join(root, 'docs/product.md'), 'utf8');
  const adrs = new Set(
    readdirSync(join(root, 'docs/decisions'))
      .map((name) => name.match(/^(\d{4})-/)?.[1])
      .filter((n): n is string => n !== undefined),
  );
  return {
    productSections: productSectionsOf(product),
    adrs,
    exists: (path) => existsSync(join(root, path)),
    docText: (path) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined),
  };
}

/** Every problem in the tracked text files of the repository at `root`. */
export function repositoryCitationProblems(root: string): CitationProblem[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && TEXT_FILE.test(file) && !EXCLUDED_FILES.has(file))
    .filter((file) => !/(^|\/)(node_modules|dist)\//.test(file) && !file.endsWith('package-lock.json'))
    .filter((file) => existsSync(join(root, file)));
  const targets = repositoryTargets(root);
  return files.flatMap((file) => citationProblems(file, readFileSync(join(root, file), 'utf8'), targets));
}

/** Samples that the check must reject, for the test and `npm run lint:boundaries-demo`. */
export const citationSamples: { name: string; code: string }[] = [
  { name: 'a section the requirements do not have', code: '// The timeout of product 12.' },
  { name: 'a subsection the section does not have', code: '// product 8 "Refund errors": the message.' },
  { name: 'an ADR that does not exist', code: '// Why: ADR 0999.' },
  { name: 'a docs page that does not exist', code: '// See docs/roadmap.md.' },
  { name: 'the old section form', code: '// ' + 'sp' + 'ec 7: the helper.' },
  { name: 'a tracker number', code: '// Fixed in ' + 'is' + 'sue 14.' },
  { name: 'a tracker number wrapped over two lines', code: '// Kept (' + 'is' + 'sue\n// 24, fault 10).' },
  { name: 'a design document outside the repository', code: '// ' + 'ARCHI' + 'TECTURE "Ledger".' },
];

/** A sample that must pass. */
export const citationAllowed = {
  name: 'citations that resolve',
  code: '// product 7 (docs/product.md), product 3 "Fraud result", ADR 0019, docs/architecture.md "Secrets".',
};
