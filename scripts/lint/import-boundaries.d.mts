import type { ESLint, Rule } from 'eslint';

export interface Layer {
  from: string;
  never: string[];
  why: string;
}
export interface Options {
  root?: string;
  features?: Record<string, Record<string, string[]>>;
  layers?: Layer[];
}
export function resolveImport(fromFile: string, spec: string): string | null;
export function importProblem(file: string, spec: string, options: Options): string | null;
declare const plugin: ESLint.Plugin & { rules: { imports: Rule.RuleModule } };
export default plugin;
