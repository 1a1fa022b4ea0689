import { StrictMode } from 'react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { theme } from '@/theme';
import type { createAppRouter } from '@/router';

/** The whole app around a router: shared by the browser entry and the build-time prerenderer. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      {/* The theme's CSS variables are a stylesheet (src/theme-variables.css, imported by the entry):
          computing them here cost every page load about 60 ms of a slow phone's main thread. */}
      <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="light">
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>
  );
}
