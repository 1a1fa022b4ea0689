import { StrictMode } from 'react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { theme, cssVariablesResolver } from '@/theme';
import type { createAppRouter } from '@/router';

/** The whole app around a router: shared by the browser entry and the build-time prerenderer. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>
  );
}
