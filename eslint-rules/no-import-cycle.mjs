// A dependency-cycle check that counts `import type` too (docs/architecture.md, "Import cycles").
// eslint-plugin-import-x's no-cycle skips type-only imports (hard-coded, no option), so a cycle made of them, or closed
// by one, passes it; a type cycle still ties the files' design together and turns into a runtime cycle the day one
// import carries a value. This rule follows each static import of the linted file (`import`, `import type`,
// `export … from`, `require()`; not a lazy `import()`) through the lint's own resolver, over the files of this
// repository (never node_modules), and reports an import from which the imports lead back to the file.
import { readFileSync, statSync } from 'node:fs';
import { extname, relative, sep } from 'node:path';
import ts from 'typescript';

const SOURCE = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);

/**
 * The modules a file imports statically, with their offsets: `import`, `import type`, `export … from`,
 * `import x = require()`, `require()` and type-position `import('…').T`. A dynamic `import()` is left out: it is how a
 * part loads lazily (shared-ui's lazyPart), and the part may import its loader's types and state.
 */
function specifiersIn(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const found = [];
  const add = (node) => {
    if (node && ts.isStringLiteralLike(node))
      found.push({ spec: node.text, pos: node.getStart(source), end: node.getEnd() });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require')
      add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scriptKind(file) {
  const ext = extname(file);
  if (ext === '.tsx') return ts.ScriptKind.TSX;
  if (ext === '.jsx') return ts.ScriptKind.JSX;
  if (ext === '.js' || ext === '.mjs' || ext === '.cjs') return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * The rule, bound to an import resolver of the eslint-import-resolver interface 3 (`resolve(source, file)` →
 * `{ found, path }`): the one the config gives eslint-plugin-import-x, so both checks see the same graph.
 */
export function noImportCycle(resolver, root = process.cwd()) {
  const inRepo = (path) =>
    path &&
    path.startsWith(root + sep) &&
    !path.includes(`${sep}node_modules${sep}`) &&
    SOURCE.has(extname(path)) &&
    !path.endsWith('.d.ts');
  const resolved = new Map();
  const resolve = (spec, from) => {
    const key = `${from}\0${spec}`;
    if (!resolved.has(key)) {
      let path = null;
      try {
        const r = resolver.resolve(spec, from);
        path = r.found && inRepo(r.path) ? r.path : null;
      } catch {
        path = null;
      }
      resolved.set(key, path);
    }
    return resolved.get(key);
  };
  // A file's resolved imports, read again when the file changes (an editor's long-running ESLint).
  const parsed = new Map();
  const importsOf = (file) => {
    let mtime;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const hit = parsed.get(file);
    if (hit && hit.mtime === mtime) return hit.imports;
    const imports = [
      ...new Set(specifiersIn(file, readFileSync(file, 'utf8')).map(({ spec }) => resolve(spec, file))),
    ].filter(Boolean);
    parsed.set(file, { mtime, imports });
    return imports;
  };
  const shown = (path) => relative(root, path).split(sep).join('/');

  return {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid import cycles, type-only imports included.' },
      schema: [],
      messages: {
        cycle:
          'Import cycle (type imports count): {{route}}. Move what both sides need to a file neither imports ' +
          '(docs/architecture.md, "Import cycles").',
      },
    },
    create(context) {
      const file = context.physicalFilename;
      if (!inRepo(file)) return {};
      return {
        'Program:exit'() {
          const { sourceCode } = context;
          // Each file is explored once per linted file: an import reaching only files an earlier import of this
          // file already explored adds nothing (as import-x's no-cycle does).
          const seen = new Set([file]);
          for (const { spec, pos, end } of specifiersIn(file, sourceCode.text)) {
            const target = resolve(spec, file);
            if (!target || seen.has(target)) continue;
            seen.add(target);
            const queue = [{ path: target, route: [target] }];
            let back = null;
            while (queue.length > 0 && !back) {
              const { path, route } = queue.shift();
              for (const next of importsOf(path)) {
                if (next === file) {
                  back = route;
                  break;
                }
                if (seen.has(next)) continue;
                seen.add(next);
                queue.push({ path: next, route: [...route, next] });
              }
            }
            // What was queued but not explored may still lead back through another import: explore it again then.
            for (const { path } of queue) seen.delete(path);
            if (back)
              context.report({
                loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
                messageId: 'cycle',
                data: { route: [file, ...back, file].map(shown).join(' → ') },
              });
          }
        },
      };
    },
  };
}
