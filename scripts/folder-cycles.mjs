// The import plan at folder level (part of `npm run check:imports`): no folder of an app may import,
// directly or through others, a folder that imports it back. dependency-cruiser forbids cycles between
// files; this forbids them between the app's rooms — each top folder of src/ (app, boot, lib, …), and
// each feature or module on its own (features/<name>, modules/<name>). Test files and test data
// (*.test.ts(x), *.test-data.ts, *.test-helpers.ts) are left out: tests may reach across.
//
//   node scripts/folder-cycles.mjs              exit 1 on a cycle in apps/web/src; apps/server/src is reported
//   node scripts/folder-cycles.mjs --tests      counts test files too (a report: they connect through testing/)
//
// The server is reported, not yet enforced: its shared floor (config.ts, deps.ts, jobs, lib, plugins)
// still reaches two modules (ranking, regulations) and imports back, and five modules (auth, groups,
// members, settings, two-factor) reach each other in a ring. When those are untied, add it to ENFORCED.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const withTests = process.argv.includes('--tests');
const SPLIT = new Set(['features', 'modules']);

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts') && (withTests || !/\.test[.-]/.test(name))) out.push(p);
  }
  return out;
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return undefined;
}

/** Strongly connected groups (Tarjan) of more than one folder, with two sample imports per arrow. */
export function folderCycles(src) {
  const folderOf = (file) => {
    const parts = path.relative(src, file).split(path.sep);
    if (parts.length === 1) return parts[0];
    return SPLIT.has(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  };
  const edges = new Map();
  const why = new Map();
  const pattern = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
  for (const file of sourceFiles(src)) {
    for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
      const target = resolveImport(file, m[1] ?? m[2] ?? m[3]);
      if (!target || !target.startsWith(src)) continue;
      const a = folderOf(file);
      const b = folderOf(target);
      if (a === b) continue;
      if (!edges.has(a)) edges.set(a, new Set());
      edges.get(a).add(b);
      const key = `${a} -> ${b}`;
      if (!why.has(key)) why.set(key, []);
      why.get(key).push(`${path.relative(src, file)} → ${path.relative(src, target)}`);
    }
  }
  let next = 0;
  const stack = [];
  const onStack = new Set();
  const index = new Map();
  const low = new Map();
  const groups = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])])) if (!index.has(v)) visit(v);
  return groups.map((group) => {
    const inside = new Set(group);
    const arrows = [];
    for (const a of group)
      for (const b of edges.get(a) ?? []) if (inside.has(b)) arrows.push({ from: a, to: b, imports: why.get(`${a} -> ${b}`) });
    return { folders: group, arrows };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ENFORCED = new Set(['apps/web/src']);
  let failed = false;
  for (const app of ['apps/web/src', 'apps/server/src']) {
    const groups = folderCycles(path.join(root, app));
    if (groups.length === 0) {
      console.log(`folder cycles: ${app}: none`);
      continue;
    }
    if (ENFORCED.has(app)) failed = true;
    const verdict = ENFORCED.has(app) ? '' : ' (reported, not enforced yet)';
    console.error(`folder cycles: ${app}: ${groups.length} group(s) of folders import each other${verdict}`);
    for (const g of groups) {
      console.error(`  [${g.folders.join(', ')}]`);
      for (const a of g.arrows)
        console.error(`    ${a.from} -> ${a.to}  (${a.imports.slice(0, 2).join('; ')}${a.imports.length > 2 ? '; …' : ''})`);
    }
  }
  if (failed && !withTests) process.exit(1);
}
