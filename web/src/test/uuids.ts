/** A well-formed uuid numbered `n`, for fixtures: the app opens nothing by an id that is no uuid. */
export const testUuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
