import { useId, type ReactNode } from 'react';
import { NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { categoryOptions, formOptions } from '@/features/pharmacy/products/product-options';
import type { ProductForm } from '@/features/pharmacy/products/useProductForm';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

const required = { withAsterisk: true, 'aria-required': true } as const;

export function BasicInformation({ bind }: Pick<ProductForm, 'bind'>) {
  return (
    <FormSection title="Basic Information">
      <TextInput label="Product Name" placeholder="e.g. Paracetamol 500mg" {...required} {...bind('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="NAFDAC Number"
          description="As printed on the pack, e.g. A4-1234 or 04-1234A"
          placeholder="e.g. A4-1234"
          autoCapitalize="characters"
          {...required}
          {...bind('nafdacNumber')}
        />
        <TextInput label="Generic Name" placeholder="e.g. Paracetamol" {...required} {...bind('genericName')} />
        <TextInput label="Manufacturer" placeholder="e.g. Emzor Pharmaceuticals" {...bind('manufacturer')} />
        <NativeSelect label="Category" data={[{ value: '', label: 'Choose a category' }, ...categoryOptions]} {...required} {...bind('category')} />
        <NativeSelect label="Form" data={[{ value: '', label: 'Choose a form' }, ...formOptions]} {...required} {...bind('form')} />
        <TextInput label="Dosage / Strength" placeholder="e.g. 500mg" {...bind('dosage')} />
        <TextInput label="Pack Size" placeholder="e.g. 2 x 10 tablets" {...bind('packSize')} />
      </SimpleGrid>
      <Textarea label="Description" placeholder="What it treats and how it is taken" autosize minRows={3} {...bind('description')} />
    </FormSection>
  );
}

const naira = <span aria-hidden="true">₦</span>;

export function PricingInventory({ bind }: Pick<ProductForm, 'bind'>) {
  return (
    <FormSection title="Pricing & Inventory">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Selling Price" leftSection={naira} inputMode="decimal" placeholder="0" {...required} {...bind('price')} />
        <TextInput label="Cost Price" leftSection={naira} inputMode="decimal" placeholder="0" {...bind('costPrice')} />
        <TextInput label="Stock Quantity" inputMode="numeric" placeholder="e.g. 120" {...required} {...bind('stockQuantity')} />
        <TextInput
          label="Minimum Stock Level"
          description="You will be warned below this"
          inputMode="numeric"
          placeholder="e.g. 20"
          {...bind('minStockLevel')}
        />
        <TextInput
          label="Expiry Date"
          description="dd/mm/yyyy, as on the pack"
          placeholder="dd/mm/yyyy"
          inputMode="numeric"
          autoComplete="off"
          {...bind('expiryDate')}
        />
        <TextInput label="Batch Number" placeholder="e.g. BN-2026-0412" {...bind('batchNumber')} />
      </SimpleGrid>
    </FormSection>
  );
}

export function MedicalInformation({ bind }: Pick<ProductForm, 'bind'>) {
  return (
    <FormSection title="Medical Information">
      <Textarea
        label="Active Ingredients"
        description="Each with its strength, separated by commas"
        placeholder="e.g. Artemether 20mg, Lumefantrine 120mg"
        autosize
        minRows={2}
        {...bind('activeIngredients')}
      />
      <Textarea label="Side Effects" placeholder="Common and serious side effects" autosize minRows={2} {...bind('sideEffects')} />
      <Textarea label="Contraindications" placeholder="Who should not take it" autosize minRows={2} {...bind('contraindications')} />
      <TextInput label="Storage Instructions" placeholder="e.g. Store below 25°C, away from light" {...bind('storage')} />
    </FormSection>
  );
}
