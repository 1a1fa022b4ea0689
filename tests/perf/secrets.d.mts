export function findSecrets(dist: string, secrets?: string[]): { file: string; hits: string[] }[];
