import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoutePlannerState } from '../hooks/use-route-planner';
import type { PlannerVehicle } from '../model/planner-vehicle';
import { reverse } from '../model/waypoints';
import { RouteOptionsFields } from './route-options-fields';
import { VehicleFields } from './vehicle-fields';
import { WaypointList } from './waypoint-list';
import classes from './route-pass.module.css';

/**
 * The left panel: points, reverse and copy, route type and start, vehicle (with the registration a
 * new pass from a bought one takes into the cart), Calculate.
 */
export function RouteForm({
  planner,
  vehicles,
}: {
  planner: RoutePlannerState;
  vehicles?: readonly PlannerVehicle[] | undefined;
}) {
  const { t } = useTranslation('route-pass');
  const { waypoints, options, registration, note, calculation, actions } = planner;
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" className={classes.noPrint}>
      <Stack gap="lg">
        <Title order={2}>{t('page.formHeading')}</Title>
        <WaypointList waypoints={waypoints} onChange={actions.changeWaypoints} />
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            onClick={() => actions.changeWaypoints(reverse(waypoints))}
          >
            {t('waypoints.reverse')}
          </Button>
          <Button variant="default" size="xs" onClick={() => void actions.copy()}>
            {t('waypoints.copy')}
          </Button>
        </Group>
        {note && (
          <Text size="sm" role="status">
            {note}
          </Text>
        )}
        <RouteOptionsFields options={options} onChange={actions.changeOptions} />
        <Title order={3}>{t('vehicle.heading')}</Title>
        {vehicles && (
          <Select
            label={t('vehicle.own')}
            placeholder={t('vehicle.ownNone')}
            data={vehicles.map((v) => ({ value: String(v.id), label: v.label }))}
            value={vehicleId}
            clearable
            searchable
            nothingFoundMessage={t('vehicle.ownNothing')}
            onChange={(value) => {
              setVehicleId(value);
              actions.chooseVehicle(vehicles.find((v) => String(v.id) === value) ?? null);
            }}
          />
        )}
        <VehicleFields options={options} onChange={actions.changeOptions} />
        {registration && (
          <Text size="sm" data-testid="route-registration">
            {t(vehicles ? 'vehicle.fromContract' : 'vehicle.registration', {
              lpn: registration.lpn,
              country: registration.countryCode,
            })}
          </Text>
        )}
        <Button size="md" onClick={actions.calculate} loading={calculation.isPending}>
          {t('actions.calculate')}
        </Button>
        {calculation.error && (
          <Alert color="red" role="alert">
            {calculation.error.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
