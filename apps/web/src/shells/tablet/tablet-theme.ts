import { createTheme, mergeThemeOverrides } from '@mantine/core';
import { appTheme } from '../../theme/app-theme';

const large = { defaultProps: { size: 'lg' } };

/**
 * The shared theme with touch-sized controls for a fuel-station counter: buttons and fields are
 * Mantine's `lg` (50 px high); tablet.css raises whatever is still smaller to 48 px.
 */
export const tabletTheme = mergeThemeOverrides(
  appTheme,
  createTheme({
    fontSizes: { md: '1.0625rem' },
    components: {
      Button: large,
      ActionIcon: large,
      TextInput: large,
      PasswordInput: large,
      NumberInput: large,
      Select: large,
      NativeSelect: large,
      Autocomplete: large,
      SegmentedControl: large,
      Radio: large,
      Checkbox: large,
      Switch: large,
    },
  }),
);
