// A language's compiled catalogue for one area (src/ssr/messages-plugin.ts); a core catalogue
// also lists the language's other areas.
declare module 'virtual:catalogue/*' {
  const messages: Record<string, unknown>;
  export default messages;
  export const areas: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
}

// Each language's core catalogue.
declare module 'virtual:catalogue-loaders' {
  const cores: Record<string, () => Promise<{ default: Record<string, unknown>; areas: Record<string, () => Promise<{ default: Record<string, unknown> }>> }>>;
  export default cores;
}

// The routes with page catalogues and each language's version of them (src/ssr/messages-plugin.ts):
// a string where the build wrote none (the dev server).
declare module 'virtual:catalogue-pages' {
  const pages: string | { routes: string[]; versions: Record<string, string> };
  export default pages;
}
