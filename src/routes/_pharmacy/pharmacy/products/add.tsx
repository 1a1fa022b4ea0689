import { createFileRoute } from '@tanstack/react-router';
import { AddProductScreen } from '@/features/pharmacy/products/AddProductScreen';

export const Route = createFileRoute('/_pharmacy/pharmacy/products/add')({
  staticData: { title: 'Add Product | Magani Health' },
  component: AddProductScreen,
});
