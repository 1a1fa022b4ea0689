import { Button, Paper, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Order } from '@/lib/orders/schema';
import { downloadInvoice } from '@/features/orders/invoice';
import { IconDownload, IconFlag, IconHelp } from '@tabler/icons-react';

const SUPPORT_EMAIL = 'support@magani.health';

export function HelpCard({ order }: { order: Order }) {
  const subject = encodeURIComponent(`Problem with order ${order.reference}`);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="help-heading">
      <Title order={2} fz="lg" mb="sm" id="help-heading">
        Need Help?
      </Title>
      <Stack gap="xs">
        <Button
          variant="default"
          justify="flex-start"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadInvoice(order)}
        >
          Download Invoice
        </Button>
        <Button
          component="a"
          href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}
          variant="default"
          justify="flex-start"
          leftSection={<IconFlag size={16} aria-hidden />}
        >
          Report Issue
        </Button>
        <Button
          component={Link}
          to="/contact"
          variant="default"
          justify="flex-start"
          leftSection={<IconHelp size={16} aria-hidden />}
        >
          Contact Support
        </Button>
      </Stack>
    </Paper>
  );
}
