import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { DashboardHeader } from '@/features/dashboard/components/DashboardHeader';
import { QuickActions, type QuickAction } from '@/features/dashboard/components/QuickActions';
import { StatGrid } from '@/features/dashboard/components/StatGrid';
import type { Stat } from '@/features/dashboard/sample-data/types';
import classes from '@/features/dashboard/components/Dashboard.module.css';

type Props = {
  title: string;
  subtitle: ReactNode;
  aside?: ReactNode;
  stats: Stat[];
  actions: QuickAction[];
  /** The lists, laid out in two columns from tablet width up. */
  children: ReactNode;
};

/** The frame every role dashboard shares: heading, figures, quick actions, then lists. */
export function DashboardPage({ title, subtitle, aside, stats, actions, children }: Props) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <DashboardHeader title={title} subtitle={subtitle} aside={aside} />
      <StatGrid stats={stats} />
      <QuickActions actions={actions} />
      <div className={classes.columns}>{children}</div>
    </Container>
  );
}
