import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The roles whose screens a guest's or patient's device never opens. Their route files live under
 * src/routes/_<role>/ (the guard layout that sets `staticData.role`), so a screen belongs to its
 * role by where its file is: src/lib/route-facts.test.ts checks that the guard and the folder agree.
 */
export const staffRoles = ['pharmacy', 'doctor', 'rider', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Where the build writes each role's files (dist/role-screens.json), precached itself. */
export const ROLE_SCREENS_FILE = 'role-screens.json';

export type ViteManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[]; isEntry?: boolean }
>;

const roleFolder = new RegExp(`^src/routes/_(${staffRoles.join('|')})[/.]`);

/** The staff role a manifest key's route file belongs to, if any. */
export function staffRoleOf(key: string): StaffRole | undefined {
  return roleFolder.exec(key)?.[1] as StaffRole | undefined;
}

/**
 * Lazy parts that a shared screen loads only for some staff roles, by the chunk's name: the payout
 * account card on /settings is shown to pharmacies, doctors and riders only (SettingsScreen's
 * PAYEES), and their money screens import it too. A guest's or patient's device never opens it.
 * Only the lazy import is not followed: a shared file that imported it statically would keep it shared.
 */
export const staffOnlyLazyParts = new Set(['PayoutAccountSection']);

/** Every key reachable from `start` (static and lazy imports), never entering another role's screens. */
function reachable(
  manifest: ViteManifest,
  start: string[],
  allowed: (key: string) => boolean,
  followLazy: (key: string) => boolean = () => true,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const key = queue.pop()!;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || !allowed(key)) continue;
    seen.add(key);
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []).filter(followLazy));
  }
  return seen;
}

const filesOf = (manifest: ViteManifest, keys: Iterable<string>) => {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    chunk.css?.forEach((f) => files.add(f));
    chunk.assets?.forEach((f) => files.add(f));
  }
  return files;
};

/**
 * Splits the build's files: what the app can reach without entering a staff role's screens (the
 * public and patient routes) and, per staff role, the files only that role's screens reach. A file
 * two roles share is in both lists; a file any public route reaches is in none.
 */
export function splitByRole(manifest: ViteManifest, shellHtml: string): { shared: Set<string>; roles: Record<StaffRole, string[]> } {
  // The entry is folded into the "app" chunk (src/ssr/entry-chunk.ts): start from what the shell loads.
  const loaded = new Set([...shellHtml.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry || loaded.has(manifest[key]!.file));
  if (!entries.length) throw new Error('role screens: the app shell loads no chunk of the manifest');
  const sharedLazy = (key: string) => !staffOnlyLazyParts.has(manifest[key]?.name ?? '');
  const shared = filesOf(manifest, reachable(manifest, entries, (key) => !staffRoleOf(key), sharedLazy));
  const roles = {} as Record<StaffRole, string[]>;
  for (const role of staffRoles) {
    const own = Object.keys(manifest).filter((key) => staffRoleOf(key) === role);
    const keys = reachable(manifest, own, (key) => !staffRoleOf(key) || staffRoleOf(key) === role);
    roles[role] = [...filesOf(manifest, keys)].filter((file) => !shared.has(file)).sort();
  }
  return { shared, roles };
}

/** Files the precache leaves to a role's sign-in, filled in by the plugin below before the worker is built. */
export const roleOnlyFiles = new Set<string>();

/**
 * After the client build: writes dist/role-screens.json ({ role: ["/assets/...", ...] }) for the
 * service worker, and remembers which files the precache must leave out (sw/pwa.config.ts).
 */
export function roleScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'magani:role-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const { roles } = splitByRole(manifest, shell);
        roleOnlyFiles.clear();
        Object.values(roles).flat().forEach((file) => roleOnlyFiles.add(file));
        const urls = Object.fromEntries(Object.entries(roles).map(([role, files]) => [role, files.map((f) => `/${f}`)]));
        await writeFile(path.join(outDir, ROLE_SCREENS_FILE), JSON.stringify(urls));
        config.logger.info(`role screens: ${roleOnlyFiles.size} files kept out of the precache`);
      },
    },
  };
}
