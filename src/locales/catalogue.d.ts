// A language's compiled catalogue for one area (src/ssr/messages-plugin.ts).
declare module 'virtual:catalogue/*' {
  const messages: Record<string, unknown>;
  export default messages;
}

// '<language>/<area>' -> its catalogue's import, for every catalogue file there is.
declare module 'virtual:catalogue-loaders' {
  const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  export default loaders;
}
