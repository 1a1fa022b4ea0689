import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineCss } from './mantine-css';

const css = mantineCss(path.resolve('node_modules'));
const names = (sheets: string[]) => sheets.map((s) => s.replace(/^@mantine\/core\/styles\/|\.css$/g, ''));

describe('the stylesheets added for Mantine imports', () => {
  it('gives a component its own sheet after the sheets of the parts it is built from', () => {
    expect(names(css.forCore(['Button']))).toEqual(['UnstyledButton', 'Loader', 'Button']);
    const modal = names(css.forCore(['Modal']));
    expect(modal).toEqual(expect.arrayContaining(['ModalBase', 'Overlay', 'CloseButton', 'Modal']));
    expect(modal.indexOf('ModalBase')).toBeLessThan(modal.indexOf('Modal'));
    expect(modal.indexOf('CloseButton')).toBeLessThan(modal.indexOf('ModalBase'));
  });

  it('includes the inner parts of composite inputs: a Select needs Combobox, Popover and Input', () => {
    const select = names(css.forCore(['Select']));
    expect(select).toEqual(expect.arrayContaining(['Input', 'Popover', 'Combobox']));
    expect(select.indexOf('Popover')).toBeLessThan(select.indexOf('Combobox'));
  });

  it('reads a module source: values, aliases, each sheet once; type-only imports and hooks add none', () => {
    const source = [
      "import { Button, Group as Row, type MantineSize } from '@mantine/core';",
      "import type { ButtonProps } from '@mantine/core';",
      "import { useMantineTheme, Button as Again } from '@mantine/core';",
    ].join('\n');
    expect(names(css.forSource(source))).toEqual(['UnstyledButton', 'Loader', 'Button', 'Group']);
    expect(css.forSource("import type { TextProps } from '@mantine/core';")).toEqual([]);
    expect(css.forSource("import { useDisclosure } from '@mantine/hooks';")).toEqual([]);
  });

  it("adds a package's single sheet after the core parts it draws", () => {
    const sheets = css.forSource("import { DatePicker } from '@mantine/dates';");
    expect(sheets.at(-1)).toBe('@mantine/dates/styles.css');
    expect(sheets).toContain('@mantine/core/styles/UnstyledButton.css');
    expect(css.forSource("import { Notifications } from '@mantine/notifications';").at(-1)).toBe('@mantine/notifications/styles.css');
  });
});
