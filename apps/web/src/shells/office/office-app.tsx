import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router/dom';
import { appTheme } from '../../theme/app-theme';
import { createOfficeRouter } from './office-router';

const router = createOfficeRouter();

export function OfficeApp() {
  return (
    <MantineProvider theme={appTheme}>
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
