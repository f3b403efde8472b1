/**
 * The playground's examples: which file, which composable, and what it shows.
 * Each example file exports composables only, so editing it hot-reloads in
 * place (a module with other exports falls back to Vite's propagation).
 */
export interface Example {
  id: string;
  title: string;
  /** One or two sentences: what to try, what to notice. */
  about: string;
  /** The file under `examples/`. */
  file: string;
  /** The exported composable the playground renders. */
  entry: string;
}

export const examples: Example[] = [
  {
    id: "counter",
    title: "Counter",
    about: "A remembered state. A click writes it; only the scope that read it recomposes.",
    file: "counter.tsx",
    entry: "Counter",
  },
];

type Module = Record<string, unknown>;
const modules = import.meta.glob<Module>("./*.tsx", { eager: true });
const sources = import.meta.glob<string>("./*.tsx", { eager: true, query: "?raw", import: "default" });
const compiled = import.meta.glob<string>("./*.tsx", { eager: true, query: "?compiled", import: "default" });

/** The composable an example renders. */
export function entryOf(example: Example): (props: object) => void {
  const fn = modules[`./${example.file}`]?.[example.entry];
  if (typeof fn !== "function") throw new Error(`playground: ${example.file} has no composable ${example.entry}`);
  return fn as (props: object) => void;
}

export function sourceOf(example: Example): string {
  return sources[`./${example.file}`] ?? "";
}

export function compiledOf(example: Example): string {
  return compiled[`./${example.file}`] ?? "";
}
