// What other features may use of countries: everything else in this folder is its own.
export { useCountries } from './api/get-countries';
export { CountrySelect } from './components/country-select';
