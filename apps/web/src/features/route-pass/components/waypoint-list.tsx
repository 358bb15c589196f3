import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTE_PASS_POINTS } from '@toll/domain/route-pass';
import { addVia, canAddVia, removeAt, setPlace, type Waypoint } from '../model/waypoints';
import { PlaceSearchInput } from './place-search-input';

export type WaypointListProps = { waypoints: Waypoint[]; onChange: (next: Waypoint[]) => void };

/** Start, via points and end, each searchable; via points can be added up to six points in all. */
export function WaypointList({ waypoints, onChange }: WaypointListProps) {
  const { t } = useTranslation('route-pass');
  const last = waypoints.length - 1;
  const label = (i: number) =>
    i === 0 ? t('waypoints.start') : i === last ? t('waypoints.end') : t('waypoints.via', { n: i });

  return (
    <Stack gap="xs">
      {waypoints.map((waypoint, i) => (
        <Group key={waypoint.key} gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <PlaceSearchInput
              label={label(i)}
              waypoint={waypoint}
              onPlace={(place) => onChange(setPlace(waypoints, i, place))}
            />
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`${t('waypoints.remove')}: ${label(i)}`}
            onClick={() => onChange(removeAt(waypoints, i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          disabled={!canAddVia(waypoints)}
          onClick={() => onChange(addVia(waypoints))}
        >
          {t('waypoints.add')}
        </Button>
        {!canAddVia(waypoints) && (
          <Text size="sm" c="dimmed" role="status">
            {t('waypoints.maxReached', { max: ROUTE_PASS_POINTS.max })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
