import path from "node:path";
import { SyntaxKind, type Node, type SourceFile } from "typescript/unstable/ast";
import { API } from "typescript/unstable/sync";
import { PROJECT_ROOT } from "../project-copy.ts";

/** What the house guards measure of one source file, as TypeScript parses it. */
export interface SourceFacts {
  /** Project files it imports (static, dynamic, type-only and re-exports), as project paths. */
  imports: string[];
  /** Each function, method and arrow function, with its length from its first token to its last. */
  functions: { name: string; line: number; lines: number }[];
}

const FUNCTIONS = new Set([
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.FunctionExpression,
  SyntaxKind.ArrowFunction,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

/** Every file of the TypeScript projects `tsconfigs` (project paths), read by the project's own compiler. */
export function readSources(tsconfigs: readonly string[]): Map<string, SourceFacts> {
  const api = new API({ cwd: PROJECT_ROOT });
  try {
    const snapshot = api.updateSnapshot({ openProjects: tsconfigs.map((file) => path.join(PROJECT_ROOT, file)) });
    const facts = new Map<string, SourceFacts>();
    for (const project of snapshot.getProjects()) {
      for (const fileName of project.program.getSourceFileNames()) {
        const file = projectPath(fileName);
        if (file.startsWith("..") || file.includes("node_modules/") || facts.has(file)) continue;
        facts.set(file, factsOf(project.program.getSourceFile(fileName)!));
      }
    }
    return facts;
  } finally {
    api.close();
  }
}

function projectPath(fileName: string): string {
  return path.relative(PROJECT_ROOT, fileName).split(path.sep).join("/");
}

function factsOf(source: SourceFile): SourceFacts {
  const facts: SourceFacts = { imports: [], functions: [] };
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const visit = (node: Node) => {
    const specifier = specifierOf(node);
    if (specifier?.startsWith(".")) facts.imports.push(projectPath(path.resolve(path.dirname(source.fileName), specifier)));
    if (FUNCTIONS.has(node.kind)) {
      const start = firstTokenOf(source.text, node.pos);
      facts.functions.push({ name: nameOf(node), line: lineOf(start), lines: lineOf(node.end) - lineOf(start) + 1 });
    }
    node.forEachChild((child) => void visit(child));
  };
  visit(source);
  return facts;
}

function specifierOf(node: Node): string | undefined {
  const any = node as Node & { moduleSpecifier?: Node & { text?: string }; expression?: Node; arguments?: readonly (Node & { text?: string })[] };
  if (node.kind === SyntaxKind.ImportDeclaration || node.kind === SyntaxKind.ExportDeclaration) return any.moduleSpecifier?.text;
  if (node.kind === SyntaxKind.CallExpression && any.expression?.kind === SyntaxKind.ImportKeyword) return any.arguments?.[0]?.text;
  return undefined;
}

/** A node's position includes the comments and blank lines before it: its first token comes after them. */
function firstTokenOf(text: string, position: number): number {
  const trivia = /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\//y;
  let at = position;
  for (trivia.lastIndex = at; trivia.exec(text) && trivia.lastIndex > at; trivia.lastIndex = at) at = trivia.lastIndex;
  return at;
}

function nameOf(node: Node): string {
  const name = (node as Node & { name?: Node & { text?: string } }).name?.text;
  if (name) return name;
  const parent = node.parent as (Node & { name?: Node & { text?: string } }) | undefined;
  return parent?.name?.text ?? `(${SyntaxKind[node.kind]})`;
}
