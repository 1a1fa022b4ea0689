import { StrictMode, useEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { theme, cssVariablesResolver } from '@/theme';
import type { createAppRouter } from '@/router';
import { earlyState } from '@/lib/early-page';

/** The whole app around a router: shared by the browser entry and the build-time prerenderer. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  // Effects run once React has committed the page: from here on it answers events itself.
  useEffect(() => {
    earlyState().committed = true;
  }, []);
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>
  );
}
