import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';

export function BackButton() {
  return (
    <Button component={Link} to="/dashboard/pharmacy" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} px="xs">
      Back to Dashboard
    </Button>
  );
}
