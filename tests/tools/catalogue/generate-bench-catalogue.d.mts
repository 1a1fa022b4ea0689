export function benchCatalogue(options?: { pharmacyCount?: number; offerCount?: number; seed?: number }): unknown;
export function benchStatements(catalogue: unknown): string[];
export function benchSql(catalogue: unknown): string;
