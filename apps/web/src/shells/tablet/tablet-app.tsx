import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router/dom';
import { appTheme } from '../../theme/app-theme';
import { createTabletRouter } from './tablet-router';

const router = createTabletRouter();

export function TabletApp() {
  return (
    <MantineProvider theme={appTheme}>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
