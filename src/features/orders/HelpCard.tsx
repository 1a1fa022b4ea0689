import { Button, Paper, Stack, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { Order } from "@/lib/orders/schema";
import { downloadInvoice } from "@/features/orders/invoice";
import { IconDownload, IconFlag, IconHelp } from "@tabler/icons-react";
import { useT } from "@/lib/i18n/use-t";
import { track as m } from "@/features/orders/track.messages";

const SUPPORT_EMAIL = "support@magani.health";

// A longer label (another language) wraps inside its button rather than widening the page.
const wrapping = {
  root: { height: "auto", minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: "normal" },
} as const;

export function HelpCard({ order }: { order: Order }) {
  const t = useT();
  // The e-mail's subject stays English: it is read by the support team.
  const subject = encodeURIComponent(`Problem with order ${order.reference}`);
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      aria-labelledby="help-heading"
    >
      <Title order={2} fz="lg" mb="sm" id="help-heading">
        {t(m.help)}
      </Title>
      <Stack gap="xs">
        <Button
          styles={wrapping}
          variant="default"
          justify="flex-start"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadInvoice(order)}
        >
          {t(m.invoice)}
        </Button>
        <Button
          styles={wrapping}
          component="a"
          href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}
          variant="default"
          justify="flex-start"
          leftSection={<IconFlag size={16} aria-hidden />}
        >
          {t(m.report)}
        </Button>
        <Button
          styles={wrapping}
          component={Link}
          to="/contact"
          variant="default"
          justify="flex-start"
          leftSection={<IconHelp size={16} aria-hidden />}
        >
          {t(m.support)}
        </Button>
      </Stack>
    </Paper>
  );
}
