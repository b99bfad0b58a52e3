// @ts-check
// `npm run test:names -- <before> [<after>]`: the test titles (file :: describe > it) of two commits
// (the second defaults to the work tree's HEAD), read statically from the spec files with
// TypeScript's parser, and which were removed or added. A change that moves or rewrites tests shows
// here that nothing the suite proves was lost: a title removed from one file and added in another
// is a move. `it.each` titles are compared as written, before jest fills them in.
const ts = require('typescript');
const { execFileSync } = require('node:child_process');

const git = (...args) => execFileSync('git', args, { maxBuffer: 1 << 28 }).toString();

/** @param {ts.Expression | undefined} arg @param {ts.SourceFile} source */
const titleOf = (arg, source) => (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) ? arg.text : (arg?.getText(source) ?? '?'));

/**
 * The test function a call goes to: `(unavailable ? describe.skip : describe)('title', ...)`, as
 * the files that need Docker write it, is the branch that runs the tests.
 * @param {ts.Expression} callee
 * @returns {ts.Expression}
 */
const runner = (callee) => {
  if (ts.isParenthesizedExpression(callee)) return runner(callee.expression);
  return ts.isConditionalExpression(callee) ? runner(callee.whenFalse) : callee;
};

/** @param {string} rev */
const testTitles = (rev) => {
  const files = git('ls-tree', '-r', '--name-only', rev).split('\n').filter((file) => /\.(int-)?spec\.tsx?$/.test(file));
  const titles = new Set();
  for (const file of files) {
    const source = ts.createSourceFile(file, git('show', `${rev}:${file}`), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    /** @param {ts.Node} node @param {string[]} path */
    const visit = (node, path) => {
      if (ts.isCallExpression(node)) {
        // it.each(table)('title', fn) calls the result of it.each(table).
        const callee = ts.isCallExpression(node.expression) ? node.expression.expression : node.expression;
        const kind = /^(describe|it|test)(\.(each|skip|only|concurrent))*$/.exec(runner(callee).getText(source));
        if (kind) {
          const here = [...path, titleOf(node.arguments[0], source)];
          if (kind[1] !== 'describe') titles.add(`${file} :: ${here.join(' > ')}`);
          node.arguments.forEach((arg) => visit(arg, here));
          return;
        }
      }
      ts.forEachChild(node, (child) => visit(child, path));
    };
    visit(source, []);
  }
  return titles;
};

const [before, after = 'HEAD'] = process.argv.slice(2);
if (!before) {
  console.error('usage: npm run test:names -- <before-commit> [<after-commit>]');
  process.exit(2);
}
const was = testTitles(before);
const is = testTitles(after);
const removed = [...was].filter((title) => !is.has(title)).sort();
const added = [...is].filter((title) => !was.has(title)).sort();
const nameOnly = (title) => title.slice(title.indexOf(' :: '));
const moved = removed.filter((title) => added.some((other) => nameOnly(other) === nameOnly(title)));
console.log(`test-names: ${was.size} tests at ${before}, ${is.size} at ${after}; ${moved.length} moved to another file`);
for (const title of removed.filter((title) => !moved.includes(title))) console.log(`removed  ${title}`);
for (const title of added.filter((title) => !moved.some((other) => nameOnly(other) === nameOnly(title)))) console.log(`added    ${title}`);
