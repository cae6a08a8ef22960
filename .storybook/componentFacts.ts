/**
 * What a kit component's docs page lists for brand teams who style it from outside: the
 * `data-*` attributes and states it exposes and the `--rs-*` theme variables its styles read.
 * Derived from the source, so the page cannot drift from the code: the `@selector` lines of
 * the component's JSDoc, the `data-*` attributes its TSX renders, and the theme contract
 * (`vars.color.accent` is `--rs-color-accent`) read by its `.css.ts` files and the shared
 * recipes they use.
 */
export type ComponentFacts = {
  /** From `@selector` JSDoc lines: the selector and what it means. */
  selectors: { selector: string; note: string }[];
  /** Every `data-*` attribute the component's TSX sets. */
  dataAttributes: string[];
  /** Every theme variable its styles read. */
  cssVariables: string[];
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `vars.fontSize.small` → `--rs-font-size-small`, as the theme contract names them. */
function themeVariables(source: string): string[] {
  return [...source.matchAll(/\bvars\.(\w+)\.(\w+)/g)].map(([, group, name]) => `--rs-${kebab(group!)}-${kebab(name!)}`);
}

/** The body of each `export const name = ...` in the recipes module, by name. */
function recipeBodies(recipes: string): Map<string, string> {
  const bodies = new Map<string, string>();
  const starts = [...recipes.matchAll(/^export const (\w+)/gm)];
  starts.forEach((match, index) => bodies.set(match[1]!, recipes.slice(match.index, starts[index + 1]?.index ?? recipes.length)));
  return bodies;
}

/**
 * `files` are the component's own source files by path (tests left out), plus the style
 * modules they import; `recipes` is `kit/src/theme/recipes.ts`.
 */
export function componentFacts(files: Record<string, string>, recipes: string): ComponentFacts {
  const selectors = new Map<string, string>();
  const dataAttributes = new Set<string>();
  const cssVariables = new Set<string>();
  const recipesByName = recipeBodies(recipes);
  for (const [file, source] of Object.entries(files)) {
    if (file.endsWith('.tsx')) {
      for (const [, selector, note] of source.matchAll(/^[ \t]*\*[ \t]*@selector[ \t]+(\S+)[ \t]*(.*)$/gm)) {
        if (!selectors.has(selector!)) selectors.set(selector!, note!.trim());
      }
      // JSX attributes (`data-state=`) and keys of spread objects (`'data-state':`).
      for (const [, name] of source.matchAll(/(?<![\w-])(data-[a-z][a-z0-9-]*)(?:=|['"]\s*:)/g)) dataAttributes.add(name!);
    }
    if (file.endsWith('.css.ts')) {
      for (const variable of themeVariables(source)) cssVariables.add(variable);
      for (const [name, body] of recipesByName) {
        if (new RegExp(`\\b${name}\\b`).test(source)) for (const variable of themeVariables(body)) cssVariables.add(variable);
      }
    }
  }
  return {
    selectors: [...selectors].map(([selector, note]) => ({ selector, note })),
    dataAttributes: [...dataAttributes].sort(),
    cssVariables: [...cssVariables].sort(),
  };
}

/** One page's facts from several files' (`componentFacts` of each), in the files' order. */
export function mergeFacts(parts: readonly ComponentFacts[]): ComponentFacts {
  const selectors = new Map<string, string>();
  for (const part of parts) for (const { selector, note } of part.selectors) if (!selectors.has(selector)) selectors.set(selector, note);
  return {
    selectors: [...selectors].map(([selector, note]) => ({ selector, note })),
    dataAttributes: [...new Set(parts.flatMap((part) => part.dataAttributes))].sort(),
    cssVariables: [...new Set(parts.flatMap((part) => part.cssVariables))].sort(),
  };
}

/** What the Storybook build reads from each kit source file: its facts and the style modules it imports. */
export type SourceFacts = Record<string, { facts: ComponentFacts; styleImports: string[] }>;

/** The facts of the files under `prefixes` and of the style modules they import, transitively. */
export function factsUnder(sources: SourceFacts, prefixes: readonly string[]): ComponentFacts {
  const seen = new Set<string>();
  let pending = Object.keys(sources).filter((file) => prefixes.some((prefix) => file.startsWith(prefix)));
  while (pending.length > 0) {
    for (const file of pending) seen.add(file);
    pending = [...new Set(pending.flatMap((file) => sources[file]!.styleImports))].filter((file) => file in sources && !seen.has(file));
  }
  return mergeFacts([...seen].map((file) => sources[file]!.facts));
}

/** Relative imports of style modules (`'./Button.css'`, `'../internal/accountForm.css'`), as `.css.ts` paths. */
export function styleImports(file: string, source: string): string[] {
  const folder = file.split('/').slice(0, -1);
  return [...source.matchAll(/from '(\.{1,2}\/[^']+\.css)'/g)].map(([, specifier]) => {
    const parts = [...folder];
    for (const part of specifier!.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    return `${parts.join('/')}.ts`;
  });
}
