// A language's compiled catalogue (src/ssr/messages-plugin.ts).
declare module 'virtual:catalogue/*' {
  const messages: Record<string, unknown>;
  export default messages;
}
