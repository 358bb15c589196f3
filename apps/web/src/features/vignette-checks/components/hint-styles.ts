/** Field hints at 4.5:1 or more against white (Mantine's dimmed grey is 3.3:1). */
export const HINT_STYLES = { description: { color: 'var(--mantine-color-gray-7)' } } as const;
