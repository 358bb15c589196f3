import { Group, Paper, Text } from '@mantine/core';

export type ListTotalsLine = {
  key: string;
  cells: readonly { label: string; value: string; testId?: string }[];
};

/**
 * The sums of a whole filtered list (not only the page shown), under its table: one line per
 * currency, each figure with its label. Passed to `OfficeDataTable` as its `summary`.
 */
export function ListTotals(props: {
  label: string;
  lines: readonly ListTotalsLine[];
  testId?: string;
}) {
  if (props.lines.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid={props.testId}>
      {props.lines.map((line) => (
        <Group key={line.key} gap="lg" data-testid={props.testId && `${props.testId}-${line.key}`}>
          <Text fw={700}>{`${props.label} ${line.key}`}</Text>
          {line.cells.map((cell) => (
            <Text key={cell.label} size="sm">
              {`${cell.label}: `}
              <Text span fw={700} style={{ whiteSpace: 'nowrap' }} data-testid={cell.testId}>
                {cell.value}
              </Text>
            </Text>
          ))}
        </Group>
      ))}
    </Paper>
  );
}
