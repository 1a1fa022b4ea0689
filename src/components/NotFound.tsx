import { useEffect } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';

export function NotFound() {
  const pathname = useLocation({ select: (l) => l.pathname });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} fz={72}>
        404
      </Title>
      <Text size="xl" mb="lg">
        Oops! Page not found
      </Text>
      <Button component={Link} to="/">
        Return to Home
      </Button>
    </Container>
  );
}
