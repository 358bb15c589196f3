import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * packages/contract list-query.ts parameters as drizzle clauses: the order (the chosen column,
 * then the id so pages never shuffle) and the page's limit and offset.
 */
export function listOrder(column: AnyColumn | SQL, id: AnyColumn, order: 'asc' | 'desc'): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

export function pageWindow(query: { page: number; pageSize: number }): {
  limit: number;
  offset: number;
} {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** `q` as an ILIKE pattern that matches it anywhere, its wildcards taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
