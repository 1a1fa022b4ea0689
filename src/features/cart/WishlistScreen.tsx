import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '@/lib/format';
import type { WishlistItem } from '@/lib/db';
import { IconHeart } from '@tabler/icons-react';
import { removeFromWishlist, useWishlistItems } from '@/lib/cart/wishlist';
import { useT } from '@/lib/i18n/use-t';
import { wishlist as m } from '@/features/cart/wishlist.messages';

/** The hearts tapped on the search screen, as their cards showed them, kept on this device. */
export function WishlistScreen() {
  const t = useT();
  const items = useWishlistItems();
  return (
    <Container size="sm" py="xl">
      {/* A longer title (another language) breaks rather than widening the page at 320 px. */}
      <Title order={1} mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {t(m.wishlistTitle)}
      </Title>
      <Text c="dimmed" mb="lg">
        {t(m.wishlistLead)}
      </Text>
      {items === undefined ? null : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <IconHeart size={32} aria-hidden />
          <Text fw={600} mt="sm">
            {t(m.wishlistEmpty)}
          </Text>
          <Text c="dimmed" mb="md">
            {t(m.wishlistEmptyHint)}
          </Text>
          <Button component={Link} to="/drugs/search">
            {t(m.findMedicines)}
          </Button>
        </Paper>
      ) : (
        <>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t(m.saved)}>
            {items.map((item) => (
              <WishlistRow key={item.id} item={item} />
            ))}
          </Stack>
          <Button component={Link} to="/drugs/search" variant="default" mt="md">
            {t(m.backToSearch)}
          </Button>
        </>
      )}
    </Container>
  );
}

function WishlistRow({ item }: { item: WishlistItem }) {
  const t = useT();
  const name = item.name ?? t(m.savedMedicine);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} translate={item.name ? 'no' : undefined}>{name}</Text>
          {item.detail && (
            <Text fz="sm" c="dimmed" translate="no">
              {item.detail}
            </Text>
          )}
          {item.pharmacy && <Text fz="sm" translate="no">{item.pharmacy}</Text>}
          {item.price !== undefined && (
            <Text fw={700} c="magani.9" mt={4}>
              {formatNaira(item.price)}
            </Text>
          )}
        </div>
        <Group gap="xs" wrap="wrap">
          {item.name && (
            <Button
              renderRoot={(props) => <Link {...props} to="/drugs/search" search={(prev) => ({ ...prev, q: item.name })} />}
              variant="light"
              size="sm"
            >
              {t(m.findIt)}
            </Button>
          )}
          <Button variant="subtle" color="red.9" size="sm" aria-label={t(m.remove, { name })} onClick={() => void removeFromWishlist(item.productId)}>
            {t(m.removeItem)}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
