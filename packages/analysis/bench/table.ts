/** A titled table of strings, printed with aligned columns. */
export interface BenchTable {
  readonly title: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Lines printed under the table (units, method). */
  readonly notes?: readonly string[];
}

/** One group of measurements in `npm run bench`. Suites run one after another. */
export interface BenchSuite {
  readonly name: string;
  run(): Promise<BenchTable[]>;
}

function formatTable(table: BenchTable): string {
  const widths = table.columns.map((c, i) => Math.max(c.length, ...table.rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    `\n${table.title}`,
    line(table.columns),
    rule,
    ...table.rows.map(line),
    ...(table.notes ?? []).map((n) => `  ${n}`),
  ].join('\n');
}

/**
 * Runs the suites one after another (only those named in `wanted`, when it is not empty) and prints
 * each table, with the time of each suite and of the whole run.
 */
export async function runSuites(suites: readonly BenchSuite[], wanted: readonly string[]): Promise<void> {
  const started = performance.now();
  for (const suite of suites.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
    const t0 = performance.now();
    for (const table of await suite.run()) process.stdout.write(`${formatTable(table)}\n`);
    process.stdout.write(`\n[${suite.name}] ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  process.stdout.write(
    `\nbench finished in ${((performance.now() - started) / 1000).toFixed(1)} s on Node ${process.version}\n`,
  );
}
