import { useState } from 'react';
import { Button, Checkbox, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { product as m } from '@/features/pharmacy/products/product.messages';
import type { MedicineMatch } from '@/lib/pharmacy/products';
import { BackButton } from '@/features/pharmacy/components/BackButton';
import { MedicinePicker } from '@/features/pharmacy/products/MedicinePicker';
import { ProductImageDrop } from '@/features/pharmacy/products/ProductImageDrop';
import { BasicInformation, MedicalInformation, PricingInventory } from '@/features/pharmacy/products/ProductSections';
import { missingRequired, type OfferPart, type Product } from '@/features/pharmacy/products/product-schema';
import { saveProduct } from '@/features/pharmacy/products/save-product';
import { useProductForm } from '@/features/pharmacy/products/useProductForm';
import classes from '@/features/pharmacy/products/AddProduct.module.css';

export function AddProductScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<MedicineMatch | null>(null);
  const form = useProductForm(picked !== null);
  const { values, errors, bind } = form;
  const [image, setImage] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  // Why the last save failed when no single field is to blame (offline, session ended…); stays until the next try.
  const [formError, setFormError] = useState<string | null>(null);

  const save = async (product: Product | OfferPart) => {
    setSaving(true);
    setFormError(null);
    const outcome = await saveProduct(product, picked?.id ?? null, image);
    setSaving(false);
    if (!outcome.ok) {
      // A refusal names its field when it can: the message goes beside it and the field takes the focus.
      form.showErrors(outcome.errors);
      setFormError(outcome.notice ?? null);
      void notify({ title: translate(m.notSaved), message: outcome.notice ?? translate(m.correctFields), color: 'red' });
      return;
    }
    const name = picked?.name ?? ('name' in product ? product.name : undefined);
    void notify({ title: translate(m.added), message: name ? translate(m.addedName, { name }) : translate(m.addedUnnamed) });
    void navigate({ to: '/pharmacy/inventory' });
  };

  const submit = form.submit(save, (typed) => {
    if (missingRequired(typed, picked !== null)) {
      void notify({ title: translate(m.missing), message: translate(m.fillRequired), color: 'red' });
    }
  });

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <BackButton />
      <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
        {t(m.title)}
      </Title>
      <Text c="dimmed" mb="md">
        {t(m.lead)}
      </Text>

      <form onSubmit={(e) => (saving ? e.preventDefault() : submit(e))} noValidate aria-label={t(m.form)} className={classes.layout}>
        <Stack gap="md">
          <MedicinePicker picked={picked} onPick={setPicked} error={errors.medicine as string | undefined} />
          {!picked && <BasicInformation bind={bind} />}
          <PricingInventory bind={bind} />
          {!picked && <MedicalInformation bind={bind} />}
        </Stack>

        <Stack gap="md" className={classes.aside}>
          {!picked && (
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="rx-status">
              <Title order={2} fz="lg" mb="sm" id="rx-status">
                {t(m.rxStatus)}
              </Title>
              <Checkbox
                label={t(m.rxRequired)}
                description={t(m.rxRequiredHint)}
                {...form.getInputProps('prescriptionRequired', { type: 'checkbox' })}
              />
              {values.prescriptionRequired && (
                <p className={classes.rxNote} role="status">
                  {t(m.rxNote)}
                </p>
              )}
            </Paper>
          )}

          {!picked && (
            <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="product-image">
              <Title order={2} fz="lg" mb="sm" id="product-image">
                {t(m.image)}
              </Title>
              <ProductImageDrop
                file={image}
                onChange={(file) => {
                  setImage(file);
                  form.clearFieldError('image');
                }}
                error={errors.image as string | undefined}
              />
            </Paper>
          )}

          <Stack gap="xs">
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {formError}
            </Text>
            <Button type="submit" size="md" loading={saving}>
              {t(m.submit)}
            </Button>
            <Button component={Link} to="/dashboard/pharmacy" variant="default" size="md">
              {t(m.cancel)}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Container>
  );
}
