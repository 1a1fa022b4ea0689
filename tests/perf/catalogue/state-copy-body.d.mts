export function shortId(uuid: string): string;
export function stateCopyBody(
  root: string,
  options?: { state?: string; count?: number; at?: string },
): { at: string; state: string; full: true; m: unknown[][]; f: unknown[][] };
