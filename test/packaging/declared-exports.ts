/**
 * The names an installed entry point declares in its type declarations, as TypeScript resolves
 * them for a consumer's file: the values (what a consumer may use at run time) and the types.
 */
import { join } from 'node:path';
import ts from 'typescript';

export interface DeclaredExports {
  values: string[];
  types: string[];
  /**
   * Exports declared in the package's own declaration files with no TSDoc (what an editor shows
   * on hover); re-exports of another package's declarations are that package's to document.
   */
  undocumented: string[];
}

/**
 * The declared exports of each specifier, resolved from a file in `projectDir` that is an ES
 * module (`esm`, NodeNext resolution) or CommonJS (`cjs`, Node16 resolution).
 */
export function declaredExports(projectDir: string, specifiers: readonly string[], kind: 'esm' | 'cjs'): Record<string, DeclaredExports> {
  const file = join(projectDir, kind === 'esm' ? 'declared-exports-probe.mts' : 'declared-exports-probe.cts');
  const source = specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';\n`).join('');
  const options: ts.CompilerOptions = {
    module: kind === 'esm' ? ts.ModuleKind.NodeNext : ts.ModuleKind.Node16,
    moduleResolution: kind === 'esm' ? ts.ModuleResolutionKind.NodeNext : ts.ModuleResolutionKind.Node16,
    noEmit: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile } = host;
  host.fileExists = (name) => name === file || fileExists.call(host, name);
  host.readFile = (name) => (name === file ? source : readFile.call(host, name));
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const result: Record<string, DeclaredExports> = {};
  program.getSourceFile(file)!.statements.forEach((statement, index) => {
    const specifier = specifiers[index]!;
    const module = ts.isImportDeclaration(statement) ? checker.getSymbolAtLocation(statement.moduleSpecifier) : undefined;
    if (module === undefined) throw new Error(`${specifier}: no type declarations resolved from ${kind}`);
    const declared: DeclaredExports = { values: [], types: [], undocumented: [] };
    const own = `/node_modules/${specifier.split('/').slice(0, 2).join('/')}/`;
    for (const symbol of checker.getExportsOfModule(module)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      (target.flags & ts.SymbolFlags.Value ? declared.values : declared.types).push(symbol.name);
      const declaredIn = target.declarations?.[0]?.getSourceFile().fileName ?? '';
      if (declaredIn.includes(own) && ts.displayPartsToString(target.getDocumentationComment(checker)).trim() === '') declared.undocumented.push(symbol.name);
    }
    declared.values.sort();
    declared.types.sort();
    declared.undocumented.sort();
    result[specifier] = declared;
  });
  return result;
}
