/** Mesh types list items as nullable (`[Product]!`); the UI works with the present ones. */
export function present<T>(items: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item != null);
}
