import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's styles, imported with the components that need them, by the build rather than by hand.
 *
 * For every module of the app that imports components from `@mantine/core` (or `@mantine/dates`,
 * `@mantine/notifications`), the plugin adds `import '<package>/styles/X.css'`
 * for each stylesheet those components need, their inner parts included (a Select needs Combobox,
 * Popover and Input), dependencies before dependents. A screen therefore has its styles however it
 * is reached (opened directly, reloaded, or after another route) and only loads what it uses. The
 * list comes from Mantine's own ES modules: each component imports a `X.module.mjs` (its class
 * names) that matches `styles/X.css`, so walking a component's imports finds all its stylesheets.
 */

const packagesWithOneSheet = ['dates', 'notifications'] as const;
const importPattern = /import\s*(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/(core|dates|notifications)['"]/g;

export type MantineCss = {
  /** The stylesheets (import specifiers) the named `@mantine/core` exports need, dependencies first. */
  forCore(names: readonly string[]): string[];
  /** The stylesheets a module's source needs, from its Mantine imports, dependencies first. */
  forSource(source: string): string[];
};

export function mantineCss(modulesDir: string): MantineCss {
  const coreEsm = path.join(modulesDir, '@mantine/core/esm');
  const exportFile = new Map<string, string>();
  for (const [, list, from] of readFileSync(path.join(coreEsm, 'index.mjs'), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of list!.split(',')) {
      const local = name.trim().split(/\s+as\s+/).pop();
      if (local) exportFile.set(local, path.join(coreEsm, from!));
    }
  }

  const importsOf = new Map<string, string[]>();
  const imports = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      const specs = readFileSync(file, 'utf8').matchAll(/(?:import|export)\s[^"']*?from\s*"(\.[^"]+)"/g);
      found = [...specs].map(([, spec]) => path.resolve(path.dirname(file), spec!));
      importsOf.set(file, found);
    }
    return found;
  };
  const sheetsOfFile = new Map<string, Set<string>>();
  /** Every stylesheet a Mantine file reaches through its relative imports (names like `Button`). */
  function sheets(file: string): Set<string> {
    let out = sheetsOfFile.get(file);
    if (out) return out;
    out = new Set();
    const seen = new Set([file]);
    const queue = [file];
    while (queue.length) {
      const next = queue.pop()!;
      const moduleName = /([A-Za-z]+)\.module\.mjs$/.exec(next)?.[1];
      if (moduleName) out.add(moduleName);
      else {
        for (const dep of imports(next)) {
          if (!seen.has(dep)) {
            seen.add(dep);
            queue.push(dep);
          }
        }
      }
    }
    sheetsOfFile.set(file, out);
    return out;
  }

  // One order for all sheets, each after the sheets of the parts its component is built from
  // (Button after UnstyledButton and Loader), so equal selectors resolve as Mantine intends.
  const partsOf = new Map<string, Set<string>>();
  for (const file of readdirSync(path.join(coreEsm, 'components'), { recursive: true, encoding: 'utf8' })) {
    const name = /([A-Za-z]+)\.module\.mjs$/.exec(file)?.[1];
    if (!name) continue;
    const dir = path.join(coreEsm, 'components', path.dirname(file));
    const parts = new Set<string>();
    for (const other of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (other.endsWith('.mjs')) for (const sheet of sheets(path.join(dir, other))) if (sheet !== name) parts.add(sheet);
    }
    partsOf.set(name, parts);
  }
  const rank = new Map<string, number>();
  const place = (name: string, visiting: Set<string>) => {
    if (rank.has(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const part of [...(partsOf.get(name) ?? [])].sort()) place(part, visiting);
    rank.set(name, rank.size);
  };
  for (const name of [...partsOf.keys()].sort()) place(name, new Set());
  const ordered = (names: Iterable<string>) =>
    [...new Set(names)].sort((a, b) => rank.get(a)! - rank.get(b)!).map((name) => `@mantine/core/styles/${name}.css`);

  function forCore(names: readonly string[]): string[] {
    const found: string[] = [];
    for (const name of names) {
      const file = exportFile.get(name);
      if (file) found.push(...sheets(file));
    }
    return ordered(found);
  }

  // A package with one stylesheet needs, before it, the core parts any of its modules use.
  const packageSheets = new Map<string, string[]>();
  for (const pkg of packagesWithOneSheet) {
    const dir = path.join(modulesDir, '@mantine', pkg, 'esm');
    if (!existsSync(dir)) continue;
    const used = new Set<string>();
    const files = readFileSync(path.join(dir, 'index.mjs'), 'utf8').matchAll(/from\s*"(\.[^"]+)"/g);
    const seen = new Set<string>();
    const queue = [...files].map(([, spec]) => path.join(dir, spec!));
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file) || !existsSync(file)) continue;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/g)) {
        for (const name of list!.split(',')) used.add(name.trim().split(/\s+as\s+/)[0]!);
      }
      for (const [, spec] of source.matchAll(/from\s*"(\.[^"]+)"/g)) queue.push(path.resolve(path.dirname(file), spec!));
    }
    packageSheets.set(pkg, [...forCore([...used].sort()), `@mantine/${pkg}/styles.css`]);
  }

  return {
    forCore,
    forSource(source) {
      const core: string[] = [];
      const whole: string[] = [];
      for (const [, typeOnly, list, pkg] of source.matchAll(importPattern)) {
        if (typeOnly) continue;
        const names = list!.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '));
        if (pkg === 'core') core.push(...forCore(names.map((n) => n.split(/\s+as\s+/)[0]!)));
        else whole.push(...(packageSheets.get(pkg!) ?? []));
      }
      // Core sheets first (a package's sheet builds on them), each once.
      const all = [...whole.filter((s) => s.startsWith('@mantine/core/')), ...core];
      const names = all.map((s) => /([A-Za-z]+)\.css$/.exec(s)![1]!);
      return [...ordered(names), ...new Set(whole.filter((s) => !s.startsWith('@mantine/core/')))];
    },
  };
}

/** The Vite plugin: appends the stylesheet imports to each app module (appended, so no line moves). */
export function mantineCssImports(root = process.cwd()): Plugin {
  let css: MantineCss | undefined;
  return {
    name: 'magani:mantine-css',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes('node_modules') || !code.includes('@mantine/')) return null;
      css ??= mantineCss(path.join(root, 'node_modules'));
      const sheets = css.forSource(code);
      if (!sheets.length) return null;
      return { code: `${code}\n${sheets.map((s) => `import '${s}';`).join('\n')}\n`, map: null };
    },
  };
}
