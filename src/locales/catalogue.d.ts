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

// The routes with parameters that have page catalogues (/orders/$/reorder) and each language's
// version of them (src/ssr/messages-plugin.ts): a string where the build wrote none (the dev server).
declare module 'virtual:catalogue-pages' {
  const pages: string | { params: string[]; versions: Record<string, string> };
  export default pages;
}
