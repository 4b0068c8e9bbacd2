/**
 * The expand/contract rule for migrations (docs/operations.md, "Database"): during a rolling
 * restart the previous release runs on the new schema, so a migration may only add (tables,
 * nullable or defaulted columns, indexes, functions). What breaks the previous release — dropping
 * or renaming a table or column, changing a column's type, a new NOT NULL on an existing column or
 * a NOT NULL column without a default — is a contract step: allowed only in a migration that says
 * so in a comment line `-- contract-step: <why the previous release no longer needs it>`, shipped
 * at least one release after the code stopped using what it removes.
 */

export interface MigrationViolation {
  /** 1-based line of the statement's start. */
  line: number;
  rule: string;
  statement: string;
}

const RULES: { rule: string; test: RegExp }[] = [
  { rule: 'drops a table', test: /\bdrop\s+table\b/i },
  { rule: 'drops a column', test: /\bdrop\s+column\b/i },
  { rule: 'drops a view or type', test: /\bdrop\s+(materialized\s+view|view|type|schema)\b/i },
  { rule: 'renames a table, column or function', test: /\brename\b/i },
  { rule: "changes a column's type", test: /\balter\s+column\s+("[^"]+"|\w+)\s+(set\s+data\s+)?type\b/i },
  { rule: 'makes an existing column NOT NULL', test: /\balter\s+column\s+("[^"]+"|\w+)\s+set\s+not\s+null\b/i },
  {
    rule: 'adds a NOT NULL column without a default (the previous release inserts without it)',
    test: /\badd\s+column\b(?![^;]*\bdefault\b)[^;]*\bnot\s+null\b/i,
  },
];

/** A migration's marker that it is a contract step, with its reason. */
export const CONTRACT_MARKER = /^[ \t]*--[ \t]*contract-step:[ \t]*\S/im;

/** Strips comments (keeping line breaks, so line numbers hold) and string literals' contents. */
function code(sqlText: string) {
  return sqlText
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/--[^\n]*/g, '')
    .replace(/'(?:[^']|'')*'/g, (s) => `'${' '.repeat(Math.max(0, s.length - 2)).replace(/ /g, '_')}'`)
    .replace(/\$([a-z_]*)\$[\s\S]*?\$\1\$/gi, (s) => s.replace(/[^\n]/g, ' '));
}

/** What in `sqlText` breaks the previous release; [] when it only expands, or is marked as a contract step. */
export function migrationViolations(sqlText: string): MigrationViolation[] {
  if (CONTRACT_MARKER.test(sqlText)) return [];
  const text = code(sqlText);
  const found: MigrationViolation[] = [];
  let offset = 0;
  for (const statement of text.split(';')) {
    const line = text.slice(0, offset).split('\n').length + (statement.match(/^\s*/)![0].split('\n').length - 1);
    for (const { rule, test } of RULES)
      if (test.test(statement)) found.push({ line, rule, statement: statement.trim().replace(/\s+/g, ' ').slice(0, 160) });
    offset += statement.length + 1;
  }
  return found;
}
