import { Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@toll/contract/route-passes';
import { usePlaceSearch } from '../api/search-places';
import { roundCoordinate, type Waypoint } from '../model/waypoints';

export type PlaceSearchInputProps = {
  label: string;
  waypoint: Waypoint;
  onPlace: (place: Place | null) => void;
};

const MAP_VALUE = 'map-point';

/** One route point: a searchable list of towns and border crossings (or the point clicked on the map). */
export function PlaceSearchInput({ label, waypoint, onPlace }: PlaceSearchInputProps) {
  const { t } = useTranslation('route-pass');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const { data: found = [], isFetching } = usePlaceSearch(debounced);

  const options = useMemo(() => {
    const describe = (place: Place) =>
      place.kind === 'border' && place.countryName
        ? `${place.name} (${t('waypoints.border', { country: place.countryName })})`
        : place.name;
    const places = new Map(found.map((p) => [p.id, p]));
    if (waypoint.place) places.set(waypoint.place.id, waypoint.place);
    const items: ComboboxItem[] = [...places.values()].map((p) => ({
      value: p.id,
      label: describe(p),
    }));
    if (waypoint.position) {
      const { lat, lng } = waypoint.position;
      items.unshift({
        value: MAP_VALUE,
        label: t('waypoints.mapPoint', {
          latitude: roundCoordinate(lat),
          longitude: roundCoordinate(lng),
        }),
      });
    }
    return { items, places };
  }, [found, waypoint.place, waypoint.position, t]);

  const value = waypoint.place?.id ?? (waypoint.position ? MAP_VALUE : null);
  return (
    <Select
      label={label}
      placeholder={t('waypoints.placeholder')}
      searchable
      clearable
      data={options.items}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={
        debounced.trim() && !isFetching ? t('waypoints.nothingFound') : undefined
      }
      onChange={(id) => {
        if (id === MAP_VALUE) return;
        onPlace(id ? (options.places.get(id) ?? null) : null);
      }}
    />
  );
}
