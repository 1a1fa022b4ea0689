import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatNaira } from '@/lib/format';
import type { WishlistItem } from '@/lib/db';
import { IconHeart } from '@tabler/icons-react';
import { removeFromWishlist, useWishlistItems } from '@/lib/cart/wishlist';

/** The hearts tapped on the search screen, as their cards showed them, kept on this device. */
export function WishlistScreen() {
  const items = useWishlistItems();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="xs">
        My Wishlist
      </Title>
      <Text c="dimmed" mb="lg">
        Medicines you saved with the heart, kept on this device. Prices may have changed since you saved them.
      </Text>
      {items === undefined ? null : items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <IconHeart size={32} aria-hidden />
          <Text fw={600} mt="sm">
            Your wishlist is empty
          </Text>
          <Text c="dimmed" mb="md">
            Tap the heart on a medicine to keep it here for later.
          </Text>
          <Button component={Link} to="/drugs/search">
            Find medicines
          </Button>
        </Paper>
      ) : (
        <>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Saved medicines">
            {items.map((item) => (
              <WishlistRow key={item.id} item={item} />
            ))}
          </Stack>
          <Button component={Link} to="/drugs/search" variant="default" mt="md">
            Back to search
          </Button>
        </>
      )}
    </Container>
  );
}

function WishlistRow({ item }: { item: WishlistItem }) {
  const name = item.name ?? 'Saved medicine';
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{name}</Text>
          {item.detail && (
            <Text fz="sm" c="dimmed">
              {item.detail}
            </Text>
          )}
          {item.pharmacy && <Text fz="sm">{item.pharmacy}</Text>}
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
              Find it
            </Button>
          )}
          <Button variant="subtle" color="red.9" size="sm" aria-label={`Remove ${name}`} onClick={() => void removeFromWishlist(item.productId)}>
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
