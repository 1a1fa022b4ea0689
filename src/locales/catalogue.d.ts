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
