import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

const STYLES = {
  root: { height: 'auto', maxWidth: 'none', overflow: 'visible' },
  label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'nowrap' },
} as const;

/**
 * A status in a list or record: Mantine's badge, but never cut ("АКТ…", issue #32 item 17) and in
 * the catalogue's own letter case, with dark text that reads on every light colour.
 */
export function StatusBadge(props: { color: string; children: ReactNode }) {
  return (
    <Badge variant="light" c="dark.7" color={props.color} tt="none" styles={STYLES}>
      {props.children}
    </Badge>
  );
}
