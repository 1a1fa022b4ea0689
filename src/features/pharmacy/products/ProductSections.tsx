import { useId, type ReactNode } from 'react';
import { NativeSelect, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { categoryOptions, formOptions } from '@/features/pharmacy/products/product-options';
import type { ProductForm } from '@/features/pharmacy/products/useProductForm';
import { categories, fields as f, forms } from '@/features/pharmacy/products/product.messages';
import { useT } from '@/lib/i18n/use-t';

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
  const t = useT();
  // The values stay the catalogue's; only the names shown are translated.
  const categoryChoices = categoryOptions.map((o) => ({ value: o.value, label: t(categories[o.value as keyof typeof categories]) }));
  const formChoices = formOptions.map((o) => ({ value: o.value, label: t(forms[o.value as keyof typeof forms]) }));
  return (
    <FormSection title={t(f.basic)}>
      <TextInput label={t(f.name)} placeholder={t(f.nameExample)} {...required} {...bind('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t(f.nafdac)}
          description={t(f.nafdacHint)}
          placeholder={t(f.nafdacExample)}
          autoCapitalize="characters"
          {...required}
          {...bind('nafdacNumber')}
        />
        <TextInput label={t(f.generic)} placeholder={t(f.genericExample)} {...required} {...bind('genericName')} />
        <TextInput label={t(f.manufacturer)} placeholder={t(f.manufacturerExample)} {...bind('manufacturer')} />
        <NativeSelect label={t(f.category)} data={[{ value: '', label: t(f.chooseCategory) }, ...categoryChoices]} {...required} {...bind('category')} />
        <NativeSelect label={t(f.form)} data={[{ value: '', label: t(f.chooseForm) }, ...formChoices]} {...required} {...bind('form')} />
        <TextInput label={t(f.dosage)} placeholder={t(f.dosageExample)} {...bind('dosage')} />
        <TextInput label={t(f.packSize)} placeholder={t(f.packSizeExample)} {...bind('packSize')} />
      </SimpleGrid>
      <Textarea label={t(f.description)} placeholder={t(f.descriptionHint)} autosize minRows={3} {...bind('description')} />
    </FormSection>
  );
}

const naira = <span aria-hidden="true">₦</span>;

export function PricingInventory({ bind }: Pick<ProductForm, 'bind'>) {
  const t = useT();
  return (
    <FormSection title={t(f.pricing)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t(f.price)} leftSection={naira} inputMode="decimal" placeholder="0" {...required} {...bind('price')} />
        <TextInput label={t(f.costPrice)} leftSection={naira} inputMode="decimal" placeholder="0" {...bind('costPrice')} />
        <TextInput label={t(f.stock)} inputMode="numeric" placeholder={t(f.stockExample)} {...required} {...bind('stockQuantity')} />
        <TextInput
          label={t(f.minStock)}
          description={t(f.minStockHint)}
          inputMode="numeric"
          placeholder={t(f.minStockExample)}
          {...bind('minStockLevel')}
        />
        {/* The placeholder is the date's pattern, read the same in every language (the hint says it in words). */}
        <TextInput
          label={t(f.expiry)}
          description={t(f.expiryHint)}
          placeholder="dd/mm/yyyy"
          inputMode="numeric"
          autoComplete="off"
          {...bind('expiryDate')}
        />
        <TextInput label={t(f.batch)} placeholder={t(f.batchExample)} {...bind('batchNumber')} />
      </SimpleGrid>
    </FormSection>
  );
}

export function MedicalInformation({ bind }: Pick<ProductForm, 'bind'>) {
  const t = useT();
  return (
    <FormSection title={t(f.medical)}>
      <Textarea
        label={t(f.ingredients)}
        description={t(f.ingredientsHint)}
        placeholder={t(f.ingredientsExample)}
        autosize
        minRows={2}
        {...bind('activeIngredients')}
      />
      <Textarea label={t(f.sideEffects)} placeholder={t(f.sideEffectsHint)} autosize minRows={2} {...bind('sideEffects')} />
      <Textarea label={t(f.contraindications)} placeholder={t(f.contraindicationsHint)} autosize minRows={2} {...bind('contraindications')} />
      <TextInput label={t(f.storage)} placeholder={t(f.storageExample)} {...bind('storage')} />
    </FormSection>
  );
}
