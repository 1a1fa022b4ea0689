import { createFileRoute } from '@tanstack/react-router';
import { AddProductScreen } from '@/features/pharmacy/products/AddProductScreen';

export const Route = createFileRoute('/pharmacy/products/add')({
  staticData: { hideFooter: true },
  head: () => ({ meta: [{ title: 'Add Product | Magani Health' }] }),
  component: AddProductScreen,
});
