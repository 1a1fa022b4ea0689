import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconShoppingCart } from '@tabler/icons-react';
import classes from '@/features/catalogue/ViewCartButton.module.css';

/** Floats over the results while the cart holds anything. */
export function ViewCartButton({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div className={classes.dock}>
      <Button component={Link} to="/cart" size="lg" radius="xl" leftSection={<IconShoppingCart size={18} aria-hidden />} className={classes.button}>
        View Cart ({count})
      </Button>
    </div>
  );
}
