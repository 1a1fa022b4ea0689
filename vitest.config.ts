import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compiledMessages } from './src/ssr/messages-plugin.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [compiledMessages(), react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'supabase/functions/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          benchmark: { include: ['tests/perf/**/*.bench.ts', 'src/**/*.bench.ts'] },
          setupFiles: ['tests/tools/vitest-setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          globals: true,
          include: ['tests/backend/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own in-memory backend; PGlite is single-threaded.
          fileParallelism: false,
        },
      },
    ],
  },
});
