import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TablerIcon } from '@tabler/icons-react';
import { dashboard } from '@/features/dashboard/components/dashboard.messages';
import { useT } from '@/lib/i18n/use-t';
import classes from '@/features/dashboard/components/Dashboard.module.css';

export type QuickAction = { label: string; description: string; to: string; icon: TablerIcon };

export function QuickActions({ actions }: { actions: QuickAction[] }) {
  const t = useT();
  return (
    <section aria-labelledby="quick-actions" className={classes.section}>
      <Title order={2} id="quick-actions" fz="lg" mb="sm">
        {t(dashboard.quickActions)}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 3, lg: actions.length }} spacing={{ base: 'xs', sm: 'md' }} className={classes.plainList}>
        {actions.map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={classes.action}>
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <Text fw={600} size="sm" mt="xs" c="var(--mantine-color-text)">
                {label}
              </Text>
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
