import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconShoppingCart } from '@tabler/icons-react';
import classes from '@/features/catalogue/ViewCartButton.module.css';
import { useT } from '@/lib/i18n/use-t';
import { search as m } from '@/features/catalogue/search.messages';

/** Floats over the results while the cart holds anything. */
export function ViewCartButton({ count }: { count: number }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <div className={classes.dock}>
      <Button component={Link} to="/cart" size="lg" radius="xl" leftSection={<IconShoppingCart size={18} aria-hidden />} className={classes.button} classNames={{ label: classes.label }}>
        {t(m.viewCart, { count })}
      </Button>
    </div>
  );
}
