import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCartLines } from '@/features/catalogue/cart-store';
import { totalQuantity } from '@/features/catalogue/cart-totals';
import { IconCart } from '@/features/catalogue/icons';
import classes from '@/features/catalogue/ViewCartButton.module.css';

/** Floats over the results while the cart holds anything. */
export function ViewCartButton() {
  const lines = useCartLines();
  const count = lines ? totalQuantity(lines) : 0;
  if (count <= 0) return null;
  return (
    <div className={classes.dock}>
      <Button component={Link} to="/cart" size="lg" radius="xl" leftSection={<IconCart />} className={classes.button}>
        View Cart ({count})
      </Button>
    </div>
  );
}
