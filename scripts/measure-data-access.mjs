// Measures issue 37 item 3 (data access from the schema) in apps/server/src/modules and lib.
// Run from the repository root: node scripts/measure-data-access.mjs [--list] (a report; it fails nothing).
// A. `sql` templates (sql`…`, sql<T>`…`) whose literal text names a schema column or table
//    (words inside '…' strings, after `as`, after `::`, before `(` do not count).
// B. query results typed by hand: queryRows/execute/sql< { …fields } >, queryRows<Record<string, unknown>>
//    (untyped, read back by hand), queryRows<Name> where Name is a type/interface with fields declared
//    in the modules (not derived from the schema with $inferSelect / Pick / typeof).
// C. per module: a *.queries.ts file? database calls outside it (service/other files)?
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const ts = require('typescript');

const list = process.argv.includes('--list');
const schemaDir = 'packages/db/src/schema';
const schemaText = fs
  .readdirSync(schemaDir)
  .map((f) => fs.readFileSync(path.join(schemaDir, f), 'utf8'))
  .join('\n');
const columns = new Set([...schemaText.matchAll(/^\s+\w+: \w+\(\s*'([a-z0-9_]+)'/gm)].map((m) => m[1]));
const tables = new Set([...schemaText.matchAll(/pg(?:Table|View|MaterializedView)\(\s*'([a-z0-9_]+)'/g)].map((m) => m[1]));
const names = new Set([...columns, ...tables]);

const roots = ['apps/server/src/modules', 'apps/server/src/lib', 'apps/server/src/plugins', 'apps/server/src/jobs'];
const files = [];
const walk = (d) => {
  if (!fs.existsSync(d)) return;
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else if (p.endsWith('.ts') && !/\.test\.ts$|test-helpers|test-data|samples\.ts$|\/testing\//.test(p)) files.push(p);
  }
};
roots.forEach(walk);

const textWords = (text) => {
  const clean = text.replace(/'(?:[^']|'')*'/g, "''");
  const hits = [];
  const re = /(::\s*)?\b([a-z_][a-z0-9_]*)\b(\s*\()?/g;
  let m;
  while ((m = re.exec(clean))) {
    const [, cast, word, call] = m;
    if (cast || call || !names.has(word)) continue;
    const before = clean.slice(0, m.index);
    if (/\bas\s+$/i.test(before)) continue; // an alias being defined
    if (word === 'at' && /^\s+time\s+zone/i.test(clean.slice(m.index + word.length))) continue;
    hits.push(word);
  }
  return hits;
};

const typedRows = { inline: [], record: [], named: [] };
const templates = [];
const declared = new Map(); // file -> Set of hand type names with fields
for (const file of files) {
  const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const line = (n) => src.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  const hand = new Set();
  const visitDecl = (n) => {
    if ((ts.isInterfaceDeclaration(n) && n.members.length) || (ts.isTypeAliasDeclaration(n) && ts.isTypeLiteralNode(n.type)))
      hand.add(n.name.text);
    ts.forEachChild(n, visitDecl);
  };
  visitDecl(src);
  declared.set(file, hand);
  const visit = (n) => {
    if (ts.isTaggedTemplateExpression(n) && ts.isIdentifier(n.tag) && n.tag.text === 'sql') {
      const t = n.template;
      const text = ts.isNoSubstitutionTemplateLiteral(t)
        ? t.text
        : [t.head.text, ...t.templateSpans.map((s) => s.literal.text)].join(' ${} ');
      const hits = textWords(text);
      if (hits.length) templates.push({ file, line: line(n), hits: [...new Set(hits)] });
    }
    const callee = ts.isCallExpression(n) ? n.expression : ts.isTaggedTemplateExpression(n) ? n.tag : null;
    const calleeName = callee && (ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '');
    const args = n.typeArguments;
    if (calleeName && ['queryRows', 'execute', 'sql', 'builtStatement'].includes(calleeName) && args?.length) {
      const a = args[0];
      const txt = a.getText(src);
      const at = { file, line: line(n), type: txt.replace(/\s+/g, ' ').slice(0, 80) };
      if (ts.isTypeLiteralNode(a) || (ts.isArrayTypeNode(a) && ts.isTypeLiteralNode(a.elementType))) typedRows.inline.push(at);
      else if (/^Record<string, unknown>$/.test(txt)) typedRows.record.push(at);
      else if (ts.isTypeReferenceNode(a) && [...declared.values()].some((s) => s.has(txt))) typedRows.named.push(at);
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
}
// named hand types used for query results (second pass: types declared in another file)
const allHand = new Set([...declared.values()].flatMap((s) => [...s]));
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\b(?:queryRows|execute|builtStatement)<(\w+)(?:\[\])?[,>]/g))
    if (allHand.has(m[1]) && !typedRows.named.some((r) => r.file === file && r.type === m[1]))
      typedRows.named.push({ file, line: text.slice(0, m.index).split('\n').length, type: m[1] });
}

const modDir = 'apps/server/src/modules';
const dbCall =
  /\b(queryRows|builtStatement)\s*[<(]|\b(db|tx|trx|deps\.db)\s*\.\s*(select|selectDistinct|insert|update|delete|execute|query)\b/;
const modules = fs.readdirSync(modDir).map((m) => {
  const fs_ = fs
    .readdirSync(path.join(modDir, m))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/test-helpers|test-data|samples/.test(f));
  const queries = fs_.filter((f) => f.endsWith('.queries.ts'));
  const outside = fs_.filter((f) => !f.endsWith('.queries.ts') && dbCall.test(fs.readFileSync(path.join(modDir, m, f), 'utf8')));
  const raw = fs_.filter(
    (f) =>
      !f.endsWith('.queries.ts') &&
      /\b(queryRows|builtStatement)\s*[<(]|\.execute\s*[<(]/.test(fs.readFileSync(path.join(modDir, m, f), 'utf8')),
  );
  return { m, queries, outside, raw };
});

const rel = (f) => f.replace('apps/server/src/', '');
console.log(
  `A. sql templates naming a schema column/table in text: ${templates.length} (in ${new Set(templates.map((t) => t.file)).size} files)`,
);
if (list) templates.forEach((t) => console.log(`   ${rel(t.file)}:${t.line}  ${t.hits.join(' ')}`));
const byMod = {};
templates.forEach((t) => (byMod[rel(t.file).split('/')[1]] = (byMod[rel(t.file).split('/')[1]] ?? 0) + 1));
console.log(
  '   by module:',
  Object.entries(byMod)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
const nRows = typedRows.inline.length + typedRows.record.length + typedRows.named.length;
console.log(
  `B. query results typed by hand: ${nRows} = inline {…} ${typedRows.inline.length} + Record<string, unknown> ${typedRows.record.length} + named hand type ${typedRows.named.length}`,
);
if (list)
  for (const k of ['inline', 'record', 'named']) typedRows[k].forEach((r) => console.log(`   ${k} ${rel(r.file)}:${r.line}  ${r.type}`));
const byModB = {};
for (const k of ['inline', 'record', 'named'])
  typedRows[k].forEach((r) => (byModB[rel(r.file).split('/')[1]] = (byModB[rel(r.file).split('/')[1]] ?? 0) + 1));
console.log(
  '   by module:',
  Object.entries(byModB)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', '),
);
const withQ = modules.filter((x) => x.queries.length);
const withDb = modules.filter((x) => x.queries.length || x.outside.length);
console.log(
  `C. modules: ${modules.length}; touching the database: ${withDb.length}; with a queries file: ${withQ.length}; database calls outside queries files: ${modules.filter((x) => x.outside.length).length}`,
);
console.log(
  `   hand-written statements (queryRows/execute/builtStatement) outside queries files: ${modules.filter((x) => x.raw.length).length} modules, ${modules.reduce((n, x) => n + x.raw.length, 0)} files`,
);
if (list)
  withDb.forEach((x) =>
    console.log(
      `   ${x.m.padEnd(20)} queries: ${x.queries.join(' ') || '-'}   db calls in: ${x.outside.join(' ') || '-'}   raw statements in: ${x.raw.join(' ') || '-'}`,
    ),
  );
