/**
 * The `{@link}` tags of installed declaration files whose target TypeScript cannot resolve from
 * there: what a user's editor shows as a dead link on hover. A link to a name the declarations do
 * not bring into scope (an internal constant, a name a bundled chunk re-exports under an alias)
 * is dead even when the source it was written in resolved it.
 */
import ts from 'typescript';

/** Each dead link as `file: {@link name}`, `file` relative to `base`; sorted, no repeats. */
export function deadTsdocLinks(files: readonly string[], base: string): string[] {
  const program = ts.createProgram([...files], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const dead = new Set<string>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (source === undefined) throw new Error(`${file}: not read`);
    const visit = (node: ts.Node): void => {
      if ((ts.isJSDocLink(node) || ts.isJSDocLinkCode(node) || ts.isJSDocLinkPlain(node)) && node.name !== undefined && checker.getSymbolAtLocation(node.name) === undefined) {
        dead.add(`${file.slice(base.length + 1)}: {@link ${node.name.getText(source)}}`);
      }
      for (const doc of (node as { jsDoc?: ts.Node[] }).jsDoc ?? []) visit(doc);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...dead].sort();
}
