import { Container, Title } from '@mantine/core';

export function LandingPage() {
  return (
    <Container py="xl">
      <Title order={1}>Your health, delivered</Title>
    </Container>
  );
}
