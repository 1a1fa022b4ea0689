import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A chunk test matching the @tabler/icons-react modules that the screens in `dir` import. Left
 * alone, the bundler gives every icon that several routes share a file of its own (about 150 bytes
 * gzip each, most of it file overhead); the landing page drew eight such files, and one chunk of
 * them all costs less than a third of that (measured: 1.5 KB as eight files, 0.6 KB as one).
 */
export function iconsImportedUnder(dir: string): RegExp {
  const names = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx')) continue;
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g)) {
      for (const name of list!.split(',')) if (/^\s*Icon\w+\s*$/.test(name)) names.add(name.trim());
    }
  }
  // An empty set must match nothing rather than every icon.
  const alternatives = [...names].sort().join('|') || '(?!)';
  return new RegExp(`[\\\\/]@tabler[\\\\/]icons-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${alternatives})\\.mjs$`);
}
