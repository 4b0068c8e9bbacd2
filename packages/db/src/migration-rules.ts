import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The expand/contract rule for migrations (docs/operations.md, "Database"): during a rolling
 * restart the previous release runs on the new schema, so a migration may only add (tables,
 * nullable or defaulted columns, indexes, functions). What breaks the previous release — dropping
 * or renaming a table or column, changing a column's type, a new NOT NULL on an existing column or
 * a NOT NULL column without a default — is a contract step: allowed only in a migration that says
 * so in a comment line `-- contract-step: <why the previous release no longer needs it>`, shipped
 * at least one release after the code stopped using what it removes.
 *
 * Checked by squawk (the PostgreSQL migration linter, npm `@squawk-cli/linux-x64`), its rules that guard the
 * previous release's queries; and, for what squawk does not look at, two of ours: dropping a view,
 * type or schema, and renaming any other object (a function the previous release calls).
 * squawk's lock-safety rules (CONCURRENTLY, lock timeouts, NOT VALID constraints, robust IF NOT
 * EXISTS, bigint ids) are not applied: the migrations run in one transaction, where CONCURRENTLY is
 * impossible, and were written for tables of this club's size.
 */

/** squawk's rules about the previous release's queries (https://squawkhq.com/docs/rules). */
export const COMPATIBILITY_RULES = [
  'ban-drop-column',
  'ban-drop-table',
  'renaming-column',
  'renaming-table',
  'changing-column-type',
  'adding-not-nullable-field',
  'adding-required-field',
  'ban-drop-database',
] as const;

export interface MigrationViolation {
  /** 1-based line. */
  line: number;
  rule: string;
  message: string;
}

/** A migration's marker that it is a contract step, with its reason. */
export const CONTRACT_MARKER = /^[ \t]*--[ \t]*contract-step:[ \t]*\S/im;

const require = createRequire(import.meta.url);
/**
 * squawk's binary: its linux-x64 package (`@squawk-cli/linux-x64`, an optional dependency of the
 * root). Not `squawk-cli` itself: its other platforms' packages are not in the registry these
 * machines use, so `npm ci` refused a lock file naming them. Null where it is not installed.
 */
export const SQUAWK: string | null = (() => {
  try {
    return path.join(path.dirname(require.resolve('@squawk-cli/linux-x64/package.json')), 'bin', 'squawk');
  } catch {
    return null;
  }
})();

const OUR_RULES: { rule: string; message: string; test: RegExp }[] = [
  {
    rule: 'drop-view-type-or-schema',
    message: 'Dropping a view, type or schema may break existing clients.',
    test: /\bdrop\s+(materialized\s+view|view|type|schema)\b/i,
  },
  {
    rule: 'renaming-other-object',
    message: 'Renaming a function, view, index or type may break existing clients.',
    test: /\balter\s+(function|procedure|view|materialized\s+view|type|sequence|schema)\b[^;]*\brename\s+to\b/i,
  },
];

/** What in `sqlText` breaks the previous release; [] when it only expands, or is marked as a contract step. */
export function migrationViolations(sqlText: string): MigrationViolation[] {
  if (CONTRACT_MARKER.test(sqlText)) return [];
  return [...squawk({ input: sqlText }).map((f) => f.violation), ...ours(sqlText)].sort((a, b) => a.line - b.line);
}

/** The same for migration files, in one run of squawk: file path → what breaks the previous release. */
export function migrationFileViolations(files: { path: string; text: string }[]): Map<string, MigrationViolation[]> {
  const checked = files.filter((f) => !CONTRACT_MARKER.test(f.text));
  const found = new Map<string, MigrationViolation[]>(checked.map((f) => [f.path, ours(f.text)]));
  if (checked.length)
    for (const { file, violation } of squawk({ paths: checked.map((f) => f.path) })) found.get(path.resolve(file))?.push(violation);
  for (const list of found.values()) list.sort((a, b) => a.line - b.line);
  return found;
}

function squawk(what: { input: string } | { paths: string[] }): { file: string; violation: MigrationViolation }[] {
  if (!SQUAWK) throw new Error('squawk is not installed (@squawk-cli/linux-x64: Linux x64 only)');
  const args = ['--reporter', 'json', '--pg-version', '15', ...('paths' in what ? what.paths : [])];
  let out: string;
  try {
    out = execFileSync(SQUAWK, args, { input: 'input' in what ? what.input : '', encoding: 'utf8' });
  } catch (err) {
    // squawk exits 1 when it reports an error-level finding; its report is still on stdout.
    out = (err as { stdout?: string }).stdout ?? '';
    if (!out.trim().startsWith('[')) throw err;
  }
  const found = JSON.parse(out) as { file: string; line: number; rule_name: string; message: string }[];
  return found
    .filter((f) => (COMPATIBILITY_RULES as readonly string[]).includes(f.rule_name))
    .map((f) => ({ file: f.file, violation: { line: f.line + 1, rule: f.rule_name, message: f.message } }));
}

/** Comments and the bodies of dollar-quoted functions are not statements of the migration. */
function ours(sqlText: string): MigrationViolation[] {
  const code = sqlText
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/--[^\n]*/g, '')
    .replace(/'(?:[^']|'')*'/g, (s) => s.replace(/[^\n]/g, '_'))
    .replace(/\$([a-z_]*)\$[\s\S]*?\$\1\$/gi, (s) => s.replace(/[^\n]/g, ' '));
  const found: MigrationViolation[] = [];
  let offset = 0;
  for (const statement of code.split(';')) {
    const line = code.slice(0, offset + (statement.length - statement.trimStart().length)).split('\n').length;
    for (const { rule, message, test } of OUR_RULES) if (test.test(statement)) found.push({ line, rule, message });
    offset += statement.length + 1;
  }
  return found;
}
