// Types for the TypeScript callers (tests/perf/search.bench.ts); the rows' shape is described there.
export function sampleCatalogue(root?: string): unknown;
export function stableUuid(label: string): string;
