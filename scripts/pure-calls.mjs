// The kit's module-level calls, each marked `/* @__PURE__ */`, so a brand's bundler drops the
// ones whose result it does not use (CONTRIBUTING.md "No work at module load"): a zod schema,
// a `createContext`, a table built with `Object.fromEntries` cost nothing unless imported.
// Bundlers keep a call they cannot prove pure, and with it everything it references.
//
//   node scripts/pure-calls.mjs           lists the calls left unmarked (exit 1 when any)
//   node scripts/pure-calls.mjs --write   marks them
//
// What counts: every call or `new` evaluated while a module loads, in a top-level declaration's
// initialiser or `export default`, arguments included (not function bodies: they run later).
// A statement that is only a call is a side effect on purpose and stays as it is.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const PURE = '/* @__PURE__ */ ';

/** Source offsets where a call evaluated at module load starts without a pure annotation. */
export function unmarkedCalls(code, fileName) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const starts = new Set();
  const marked = (node) => /\/\*\s*[#@]__PURE__\s*\*\/\s*$/.test(code.slice(Math.max(0, node.getStart(source) - 24), node.getStart(source)));
  function visit(node) {
    // Function and class bodies run when called, not when the module loads.
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    const isCall = ts.isCallExpression(node) && node.expression.kind !== ts.SyntaxKind.ImportKeyword;
    if ((isCall || ts.isNewExpression(node)) && !marked(node)) starts.add(node.getStart(source));
    ts.forEachChild(node, visit);
  }
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      statement.declarationList.declarations.forEach((declaration) => declaration.initializer && visit(declaration.initializer));
    else if (ts.isExportAssignment(statement)) visit(statement.expression);
  }
  // In a chain `a().b()` both calls start at `a`: one annotation covers the outer call, whose
  // callee a bundler then ignores.
  return [...starts].sort((a, b) => a - b);
}

export function markPure(code, fileName) {
  let out = code;
  for (const start of unmarkedCalls(code, fileName).reverse()) out = `${out.slice(0, start)}${PURE}${out.slice(start)}`;
  return out;
}

/** The kit's shipped modules: style files are compiled away by vanilla-extract, tests never ship. */
export function kitSourceFiles(dir = fileURLToPath(new URL('../kit/src/', import.meta.url))) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|\.css\.ts$|\.d\.ts$/.test(file))
    .map((file) => `${dir}${file}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const write = process.argv.includes('--write');
  let count = 0;
  for (const file of kitSourceFiles()) {
    const code = readFileSync(file, 'utf8');
    const starts = unmarkedCalls(code, file);
    if (starts.length === 0) continue;
    count += starts.length;
    if (write) writeFileSync(file, markPure(code, file));
    else
      for (const start of starts) {
        const line = code.slice(0, start).split('\n').length;
        console.error(`${file.replace(/.*\/kit\/src\//, 'kit/src/')}:${line}: module-level call without /* @__PURE__ */`);
      }
  }
  if (write) console.log(`marked ${count} module-level calls pure`);
  else if (count) {
    console.error(`${count} module-level calls unmarked: run \`node scripts/pure-calls.mjs --write\` (CONTRIBUTING.md "No work at module load")`);
    process.exit(1);
  }
}
