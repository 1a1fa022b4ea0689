import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconCart } from '@/features/catalogue/icons';
import classes from '@/features/catalogue/ViewCartButton.module.css';

/** Floats over the results while the cart holds anything. */
export function ViewCartButton({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div className={classes.dock}>
      <Button component={Link} to="/cart" size="lg" radius="xl" leftSection={<IconCart size={18} />} className={classes.button}>
        View Cart ({count})
      </Button>
    </div>
  );
}
