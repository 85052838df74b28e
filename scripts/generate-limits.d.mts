// Types of generate-limits.mjs, for its test (web/build/limits-module.test.ts).
export const LIMITS_FILE: string;
export function limitsModule(openapiText: string): string;
