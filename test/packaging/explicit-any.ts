/**
 * The `any` types written in installed declaration files: each one switches off a user's type
 * checking wherever it flows (a callback's parameter, a field), although no lint of ours sees the
 * generated .d.ts.
 */
import ts from 'typescript';

/** Each `any` as `file:line: the declaration's text`, `file` relative to `base`. */
export function explicitAnys(files: readonly string[], base: string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.AnyKeyword) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file.slice(base.length + 1)}:${line + 1}: ${(node.parent ?? node).getText(source)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
