import type { ReactNode } from 'react';
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { useT } from '@/lib/i18n/use-t';
import { admin } from '@/lib/admin/admin.messages';

type Props = { title: string; subtitle: string; aside?: ReactNode; children: ReactNode };

/** The frame of the admin screens: Back to the dashboard, heading, then the content. */
export function AdminPage({ title, subtitle, aside, children }: Props) {
  const t = useT();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Button component={Link} to="/dashboard/admin" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} px="xs">
            {t(admin.back)}
          </Button>
          <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text c="dimmed">{subtitle}</Text>
        </div>
        {aside}
      </Group>
      {children}
    </Container>
  );
}
