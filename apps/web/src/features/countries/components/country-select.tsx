import type { ComponentProps } from 'react';
import { NativeSelect } from '@mantine/core';
import { useCountries } from '../api/get-countries';

export type CountrySelectProps = Omit<ComponentProps<typeof NativeSelect>, 'data'> & {
  /** The chosen code, offered on its own while the list loads. */
  current: string;
};

/**
 * The country of registration: a native select (keyboard and screen-reader friendly). Its options
 * are keyed by code, so the chosen one (a form's default, set in the page before the list loads)
 * stays chosen when the whole list replaces it; keyed by position, its option would take the
 * list's first code instead.
 */
export function CountrySelect({ current, ...props }: CountrySelectProps) {
  const countries = useCountries();
  const data = countries.data
    ? countries.data.map((country) => ({ value: country.countryCode, label: country.countryName }))
    : [{ value: current, label: current }];
  return (
    <NativeSelect {...props}>
      {data.map((country) => (
        <option key={country.value} value={country.value}>
          {country.label}
        </option>
      ))}
    </NativeSelect>
  );
}
