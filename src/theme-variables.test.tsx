import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '@/theme';

// The theme's CSS variables are a stylesheet (src/theme-variables.css) instead of a <style> that
// MantineProvider computes on every page load (15 ms here, about 60 ms of a slow phone's hydration).
// This is what the provider would write: the file must be the same (`npx vitest run
// src/theme-variables.test.tsx -u` writes it again after a theme change).
describe('the theme’s CSS variables', () => {
  it('are the ones MantineProvider would write for this theme', async () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {null}
      </MantineProvider>,
    );
    const css = /<style data-mantine-styles="true">([^<]*)<\/style>/.exec(html)?.[1];
    expect(css, 'MantineProvider wrote no variables').toBeTruthy();
    const file = `/* Written from src/theme.ts by src/theme-variables.test.tsx: do not edit by hand. */\n${css!.replace(/;/g, ';\n').replace(/\{/g, '{\n').replace(/\}/g, '}\n')}`;
    await expect(file).toMatchFileSnapshot('./theme-variables.css');
  });
});
