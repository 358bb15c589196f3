import { Group, Paper, Text } from '@mantine/core';

/** The sums of a whole filtered list under its table, one line per currency. */
export function MoneyTotals(props: {
  label: string;
  lines: readonly { key: string; cells: readonly { label: string; value: string }[] }[];
  testId?: string;
}) {
  if (props.lines.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid={props.testId}>
      {props.lines.map((line) => (
        <Group key={line.key} gap="lg" data-testid={props.testId && `${props.testId}-${line.key}`}>
          <Text fw={700}>{props.label}</Text>
          {line.cells.map((cell) => (
            <Text key={cell.label} size="sm">
              {`${cell.label}: `}
              <Text span fw={700} style={{ whiteSpace: 'nowrap' }}>
                {cell.value}
              </Text>
            </Text>
          ))}
        </Group>
      ))}
    </Paper>
  );
}
