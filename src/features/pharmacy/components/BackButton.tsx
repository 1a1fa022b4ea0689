import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { useT } from '@/lib/i18n/use-t';
import { inventory } from '@/features/pharmacy/inventory/inventory.messages';

export function BackButton() {
  const t = useT();
  return (
    <Button component={Link} to="/dashboard/pharmacy" variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} px="xs">
      {t(inventory.back)}
    </Button>
  );
}
