import { useEffect } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useT } from '@/lib/i18n/use-t';
import { notFoundMessages as m } from '@/components/not-found.messages';

export function NotFound() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const t = useT();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} fz={72}>
        404
      </Title>
      <Text size="xl" mb="lg">
        {t(m.notFound)}
      </Text>
      <Button component={Link} to="/">
        {t(m.returnHome)}
      </Button>
    </Container>
  );
}
