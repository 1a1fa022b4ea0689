import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

type Props = {
  title: string;
  description: string;
  /** Where Go Back leads: the dashboard or page the user came from. */
  backTo: string;
};

export const comingSoonText = "Coming Soon - We're working hard to bring you this feature!";

export function ComingSoon({ title, description, backTo }: Props) {
  return (
    <Container size="sm" py={64}>
      <Paper withBorder p="xl" radius="lg" ta="center">
        <Title order={1} mb="sm">
          {title}
        </Title>
        <Text c="dimmed" mb="md">
          {description}
        </Text>
        <Text fw={600} mb="xl">
          {comingSoonText}
        </Text>
        <Button component={Link} to={backTo as string}>
          Go Back
        </Button>
      </Paper>
    </Container>
  );
}
