/** How a field's value shows in the history: text as is, null or empty as a dash-like word, others as JSON. */
export function historyValue(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.length === 0 ? empty : value.map((item) => String(item)).join(', ');
  return JSON.stringify(value);
}
