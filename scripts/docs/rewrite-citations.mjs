// Rewrites the citations of every tracked source, test, story, config and doc file so that each one
// resolves inside the repository (docs/conventions.md, rule 11):
//   - a section of the requirements, cited by its old name, becomes "product N" (docs/product.md),
//     keeping the words that follow it;
//   - the design documents that lived outside the repository become docs/architecture.md and
//     docs/conventions.md (the old toolchain notes are the "Toolchain" section of docs/architecture.md);
//   - a tracker number becomes "ADR NNNN", the record of that decision. The table comes from the ADRs'
//     own mentions (their Status lines name the tracker item and its fault or item), refined by the
//     words around a citation where one tracker item led to several ADRs. A citation that no ADR
//     records is dropped with its brackets and punctuation: the comment around it already says what
//     the behaviour is, and git log says when it came.
// Re-runnable and idempotent: a second run changes nothing. `--check` lists what it would change and
// exits 1 if anything would. Usage: node scripts/docs/rewrite-citations.mjs [--check]
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const check = process.argv.includes('--check');

/** Files that hold the old forms on purpose: this script, the check and its samples, generated docs. */
const EXCLUDED = new Set([
  'scripts/docs/rewrite-citations.mjs',
  'scripts/docs/citations.ts',
  'scripts/citations.test.ts',
  'docs/accuracy.md',
]);
const TEXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json|md|yml|yaml|html|css|sh|conf|sql)$|^\.ci\/run$/;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && TEXT.test(file) && !EXCLUDED.has(file))
  .filter((file) => !/(^|\/)(node_modules|dist)\//.test(file) && !file.endsWith('package-lock.json'));

// Between two words of a citation: spaces, or a line break inside a comment (" *", "//", "#", "--").
const SEP = String.raw`(?:[ \t]+|[ \t]*\n[ \t]*(?:\*|\/\/|#|--)?[ \t]*)`;
// The old form of a tracker citation: "issue 24", "Issue 13's", "issue 24, fault 8", "issue 22, items 1-4",
// "issue 13, faults 5 and 6", "Issue 13 (fault 7)", each possibly wrapped over two comment lines.
const TRACKER =
  String.raw`\b[Ii]ssue${SEP}(\d+)('s)?` +
  String.raw`((?:,?${SEP}(?:faults?|items?)${SEP}\d+(?:(?:-|,${SEP}|${SEP}and${SEP})\d+)*)|${SEP}\((?:faults?|items?)${SEP}\d+\))?`;

// --- The table: tracker item -> ADR, from the ADRs' Status lines. ---------------------------------
const decisionsDir = join(root, 'docs/decisions');
const adrFiles = readdirSync(decisionsDir).filter((name) => /^\d{4}-.*\.md$/.test(name));
/** "24" -> ADRs whose Status line names it; "24 fault 8" -> the ADR that records that fault. */
const byIssue = new Map();
const byQualified = new Map();
const qualifierKey = (issue, qualifier) =>
  `${issue} ${qualifier
    .replace(/[()]/g, '')
    .replace(new RegExp(SEP, 'g'), ' ')
    .replace(/^,? /, '')
    .replace(/^(fault|item)s /, '$1 ')}`.trim();
for (const name of adrFiles) {
  const number = name.slice(0, 4);
  const status = readFileSync(join(decisionsDir, name), 'utf8').match(/^Status: .*(\n.+)*/m)?.[0] ?? '';
  // Only the first citation of a Status line is what the ADR records; later ones are its history.
  const first = status.match(new RegExp(TRACKER));
  if (!first) continue;
  const [, issue, , qualifier] = first;
  byIssue.set(issue, [...(byIssue.get(issue) ?? []), number]);
  if (qualifier) {
    const key = qualifierKey(issue, qualifier);
    const range = key.match(/^(\d+) item (\d+)-(\d+)$/);
    if (range) for (let i = Number(range[2]); i <= Number(range[3]); i++) byQualified.set(`${issue} item ${i}`, number);
    byQualified.set(key, number);
  }
}
// Recorded in an ADR's context rather than its Status line: the faults another ADR changed or adopted.
byQualified.set('13 fault 4', '0015');
byQualified.set('13 fault 7', '0027');

/**
 * Where one tracker item led to several ADRs, the words on the citation's line choose (a null rule: no
 * ADR records what those words describe); `fallback` is the ADR of the item as a whole (null: no ADR
 * records it, so the citation is dropped).
 */
const BY_WORDS = {
  7: {
    rules: [
      [/payment|checkout|stripe|purchase/i, '0011'],
      [/plaid|bank|link/i, '0012'],
      [/npm start|local identity|cognito|mailbox|one origin/i, '0013'],
    ],
    fallback: '0008',
  },
  11: {
    rules: [
      [/base address|apiBase|config\.json|api base/i, '0006'],
      [/\bfonts?\b|fontconfig/i, '0003'],
    ],
    fallback: '0014',
  },
  12: { rules: [[/\bmask\b|••/i, '0023']], fallback: '0016' },
  13: {
    rules: [
      [/\b401\b|signs? out locally/i, '0027'],
      [/lockout|throttl|password|reset code|rate limit|redis|counter/i, '0015'],
    ],
    fallback: '0015',
  },
  14: {
    rules: [
      [/password|hint|symbol/i, '0026'],
      [/google|apple|social|hosted-ui/i, '0024'],
      [/load more|every run|nextKey|appendTasks|pages an agent/i, '0029'],
      [/buy credits|short of credits|lack of credits|pending start|waiting|back from buying|same agent/i, '0025'],
    ],
    fallback: null,
  },
  15: {
    rules: [
      [/hand-labelled|descriptor/i, null], // the sample of 15's review: no ADR records it
      [/actor|provide/i, '0017'],
      [/\bstyles?\b|\bclass(es|Name)?\b|spread/i, '0018'],
      [/lint|boundar|cycle/i, '0002'],
    ],
    fallback: '0019',
  },
  22: { rules: [[/corpus|evaluation|accuracy|graded|hand-labelled|hand labelled/i, '0020']], fallback: '0031' },
  24: {
    rules: [
      [/task id|oracle|\b403\b|analysisId|not yours/i, '0021'],
      [/lockout|throttl/i, '0022'],
    ],
    fallback: '0030',
  },
  25: {
    rules: [
      [/\bmask\b|••/i, '0023'],
      [/google|apple|social/i, '0024'],
      [/hint|symbol/i, '0026'],
      [/\b401\b/, '0027'],
      [/spending chart|chart of|by month/i, '0028'],
      [/load more/i, '0029'],
    ],
    fallback: null,
  },
};

/** The ADR a citation resolves to, or null when no ADR records it (or the ADR is the file itself). */
function resolveTracker(issue, qualifier, line, file) {
  const self = file.startsWith('docs/decisions/')
    ? file.slice('docs/decisions/'.length, 'docs/decisions/'.length + 4)
    : '';
  const fallback = BY_WORDS[issue]?.fallback;
  const pick = (number) => (number && number !== self ? number : fallback && fallback !== self ? fallback : null);
  const words = BY_WORDS[issue];
  if (qualifier) {
    // A fault or item that an ADR records by name; else the words, never the item as a whole.
    const exact = byQualified.get(qualifierKey(issue, qualifier));
    if (exact) return exact === self ? null : exact;
    for (const [pattern, number] of words?.rules ?? []) if (pattern.test(line)) return number && pick(number);
    return null;
  }
  if (words) {
    for (const [pattern, number] of words.rules) if (pattern.test(line)) return number && pick(number);
    return pick(words.fallback);
  }
  const recorded = byIssue.get(issue) ?? [];
  return recorded.length === 1 ? pick(recorded[0]) : null;
}

const capital = (text, upper) => (upper ? text[0].toUpperCase() + text.slice(1) : text);

/** Rewrites the tracker citations of one file's text. */
function rewriteTrackers(text, file) {
  // ADR Status lines: the tracker reference that recorded the ADR goes; a supersession stays.
  if (file.startsWith('docs/decisions/')) {
    text = text.replace(/^Status: (\w+) \(([^()]*)\)/m, (whole, state, inside) => {
      if (!new RegExp(TRACKER).test(inside)) return whole;
      const kept = inside
        .split('; ')
        .filter((part) => !new RegExp(String.raw`^(the behaviour is )?${TRACKER}`).test(part))
        .map((part) => part.replace(new RegExp(String.raw` in ${TRACKER}:`), ':'))
        .join('; ');
      return kept ? `Status: ${state} (${kept})` : `Status: ${state}`;
    });
  }
  return text.replace(new RegExp(TRACKER, 'g'), (match, issue, possessive, qualifier = '', offset) => {
    // The words that choose between an item's ADRs: the line(s) the citation stands on.
    const from = text.lastIndexOf('\n', offset) + 1;
    const to = text.indexOf('\n', offset + match.length);
    const context = text.slice(from, to === -1 ? text.length : to);
    const target = resolveTracker(issue, qualifier, context, file);
    if (target) return `ADR ${target}${possessive ?? ''}`;
    return `\u0000${match}\u0000`; // dropped below, where the punctuation around it is known
  });
}

/** Removes the marked citations that no ADR records, with the brackets and punctuation they leave. */
function dropMarked(text) {
  const mark = String.raw`\u0000[^\u0000]*\u0000`;
  const steps = [
    [new RegExp(String.raw` ?\(${mark}\)`, 'g'), ''], // "(issue 14)"
    [new RegExp(String.raw`\(${mark}[:,;] ?`, 'g'), '('], // "(issue 14: text)"
    [new RegExp(String.raw`[,;] ?(?:the behaviour is )?${mark}(?=\))`, 'g'), ''], // "(text; issue 14)"
    [new RegExp(String.raw`(?:the behaviour is )?${mark}(?=\))`, 'g'), ''],
    [new RegExp(String.raw`([Aa])nd ${mark}`, 'g'), '$1nd'],
    [new RegExp(String.raw`${mark} acceptance`, 'g'), 'acceptance'],
    [new RegExp(String.raw`, ${mark}(?=[,.;])`, 'g'), ''],
    // "issue 14: text" at the start of a title; "Issue 15: the ..." starts its sentence again.
    [
      new RegExp(String.raw`(${mark})[:,] ?([a-z])?`, 'g'),
      (_, cited, next = '') => (cited[1] === 'I' ? next.toUpperCase() : next),
    ],
    [new RegExp(String.raw`${mark} found`, 'g'), 'A review found'], // "Issue 13 found that ..."
    [new RegExp(String.raw`by ${mark}`, 'g'), 'by the review'], // "Every point listed by issue 14"
    [new RegExp(String.raw`Until ${mark}`, 'g'), 'Until this decision,'], // an ADR's own history
    [new RegExp(String.raw`(before|after) ${mark}`, 'g'), '$1 this change'], // "Measured before issue 11"
    [new RegExp(String.raw`\(${mark} `, 'g'), '('], // "(issue 3 wires Amplify here)"
    [new RegExp(mark, 'g'), '\u0001'], // left for the report: no rule knows this form
  ];
  for (const [pattern, replacement] of steps) text = text.replace(pattern, replacement);
  // "(Load More, )" and "acceptance" at a sentence's start read as they should.
  return text.replace(/(^|[*/] |\. |['"`(])acceptance/g, (all, before) => `${before}Acceptance`);
}

function rewrite(text, file) {
  let out = text
    // The requirements' sections: "spec 7" -> "product 7", "Spec 2's" -> "Product 2's".
    .replace(new RegExp(String.raw`\b([Ss])pec(?=${SEP}\d)`, 'g'), (_, s) => capital('product', s === 'S'))
    // The design documents that now live in docs/.
    .replace(/(?<![\w/.-])HOUSE-RULES(?:\.md)? (\d+)/g, 'docs/conventions.md, rule $1')
    .replace(/(?<![\w/.-])HOUSE-RULES(?:\.md)?(?![\w-])/g, 'docs/conventions.md')
    .replace(/(?<![\w/.-])ARCHITECTURE(?:\.md)?(?![\w-])/g, 'docs/architecture.md')
    .replace(/(?<![\w/.-])TOOLCHAIN(?:\.md)?(?![\w-])/g, 'docs/architecture.md');
  out = rewriteTrackers(out, file);
  // Two citations of one item that now name the same ADR: "(ADR 0014, ADR 0014)" -> "(ADR 0014)".
  return dropMarked(out).replace(/\b(ADR \d{4})( \(\1\)|(?:,|;| and) \1\b)+/g, '$1');
}

const changed = [];
for (const file of tracked) {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = rewrite(before, file);
  if (after === before) continue;
  changed.push(file);
  if (check) console.log(`would rewrite ${file}`);
  else writeFileSync(path, after);
}
// A citation that grew ("spec" -> "product") can push a line over the print width.
if (!check && changed.length > 0) {
  const formatted = changed.filter((file) => !/\.(sql|sh|conf)$|^\.ci\//.test(file));
  for (let i = 0; i < formatted.length; i += 200)
    execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...formatted.slice(i, i + 200)], {
      cwd: root,
      stdio: 'inherit',
    });
}
console.log(`${check ? 'would rewrite' : 'rewrote'} ${changed.length} file(s)`);
if (check && changed.length > 0) process.exit(1);
