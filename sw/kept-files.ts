/**
 * What a kept-on-first-use file is, without its build's hash: `/assets/messages-ha-core-CWlomzoe.js`
 * -> `messages-ha-core.js`. A newer build's file replaces only the older copy of the same kind, so
 * one cache can hold several kinds (a language's catalogue of each area, a chunk's .js and .css).
 * The bundler writes `<name>-<8-character hash>.<ext>`.
 */
export function fileKind(url: string): string {
  const file = url.slice(url.lastIndexOf('/') + 1).split(/[?#]/)[0]!;
  const dot = file.lastIndexOf('.');
  const ext = dot >= 0 ? file.slice(dot) : '';
  const stem = dot >= 0 ? file.slice(0, dot) : file;
  const named = /^(.+)-[\w-]{8}$/.exec(stem);
  return `${named ? named[1] : stem}${ext}`;
}
