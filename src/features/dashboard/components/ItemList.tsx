import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import classes from '@/features/dashboard/components/Dashboard.module.css';

export type Item = {
  key: string;
  title: ReactNode;
  /** Lines under the title, joined with a middle dot on one line each. */
  lines: ReactNode[];
  /** Anything that is not a line of text, such as a progress bar. */
  extra?: ReactNode;
  /** Badges and amounts on the right (or under the text on narrow screens). */
  aside?: ReactNode;
};

/** A compact list that reads well on a 360 px phone and a tablet alike. */
export function ItemList({ items }: { items: Item[] }) {
  return (
    <ul className={classes.items}>
      {items.map((item) => (
        <li key={item.key} className={classes.item}>
          <div className={classes.itemText}>
            <Text fw={600} size="sm">
              {item.title}
            </Text>
            {item.lines.map((line, i) => (
              <Text key={i} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
            {item.extra}
          </div>
          {item.aside && (
            <Group gap={6} className={classes.itemAside}>
              {item.aside}
            </Group>
          )}
        </li>
      ))}
    </ul>
  );
}
