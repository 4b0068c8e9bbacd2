// The kinds' registry moved to src/import-kinds.ts (the import engine imports no kind). This path is
// kept for e2e/support/stack.ts only; remove it once that imports src/import-kinds.ts.
export { IMPORT_KIND_HANDLERS, runImports } from '../../import-kinds';
