import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../../api/create-query-client';
import { tabletTheme } from './tablet-theme';
import { createTabletRouter } from './tablet-router';

const queryClient = createQueryClient();
const router = createTabletRouter();

export function TabletApp() {
  return (
    <MantineProvider theme={tabletTheme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
