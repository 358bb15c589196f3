import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../../api/create-query-client';
import { appTheme } from '../../theme/app-theme';
import { createOfficeRouter } from './office-router';

const queryClient = createQueryClient();
const router = createOfficeRouter();

export function OfficeApp() {
  return (
    <MantineProvider theme={appTheme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
