// A write refused by a unique constraint, as PostgreSQL and PGlite report it through drizzle.

/** Postgres unique violation on `constraint`: a concurrent write took the value first. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint: name } = cause as { code?: string; constraint?: string };
  return code === '23505' && (name === undefined || name === constraint);
}
