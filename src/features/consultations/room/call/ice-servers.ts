// Which STUN/TURN servers the call uses: VITE_ICE_SERVERS, a JSON list of RTCIceServer objects,
// e.g. [{"urls":"stun:stun.example.ng:3478"},{"urls":"turn:turn.example.ng","username":"u","credential":"p"}].
// Empty by default: two browsers on the same machine or network connect without any server.
// A broken value is ignored rather than stopping calls.
export function parseIceServers(raw: string | undefined): RTCIceServer[] {
  if (!raw?.trim()) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list.filter((s): s is RTCIceServer => {
      if (typeof s !== 'object' || s === null) return false;
      const urls = (s as { urls?: unknown }).urls;
      return typeof urls === 'string' || (Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
    });
  } catch {
    return [];
  }
}
