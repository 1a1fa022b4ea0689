import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { notify } from '@/lib/notify';
import { BackButton } from '@/features/pharmacy/components/BackButton';
import { ProductImageDrop } from '@/features/pharmacy/products/ProductImageDrop';
import { BasicInformation, MedicalInformation, PricingInventory } from '@/features/pharmacy/products/ProductSections';
import { checkProduct } from '@/features/pharmacy/products/product-schema';
import { useProductForm } from '@/features/pharmacy/products/useProductForm';
import classes from '@/features/pharmacy/products/AddProduct.module.css';
import { lagosToday } from '@/lib/format';

export function AddProductScreen() {
  const navigate = useNavigate();
  const { values, setErrors, set, bind } = useProductForm();
  const [image, setImage] = useState<File | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a failed submit, take the user to the first field that needs attention.
  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = checkProduct(values);
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      if (result.missingRequired) {
        void notify({ title: 'Missing Information', message: 'Please fill in all required fields', color: 'red' });
      }
      return;
    }
    void notify({
      title: 'Product Added Successfully',
      message: `${result.product.name} has been added to your inventory.`,
    });
    void navigate({ to: '/dashboard/pharmacy' });
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <BackButton />
      <Title order={1} mt="xs" fz={{ base: 26, sm: 32 }}>
        Add New Product
      </Title>
      <Text c="dimmed" mb="md">
        List a medication or health product in your pharmacy's inventory. Fields marked * are required.
      </Text>

      <form ref={formRef} onSubmit={submit} noValidate aria-label="Add product" className={classes.layout}>
        <Stack gap="md">
          <BasicInformation bind={bind} />
          <PricingInventory bind={bind} today={lagosToday()} />
          <MedicalInformation bind={bind} />
        </Stack>

        <Stack gap="md" className={classes.aside}>
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="rx-status">
            <Title order={2} fz="lg" mb="sm" id="rx-status">
              Prescription Status
            </Title>
            <Checkbox
              label="Prescription required"
              description="Customers must upload a prescription before ordering."
              checked={values.prescriptionRequired}
              onChange={(e) => set('prescriptionRequired', e.currentTarget.checked)}
            />
            {values.prescriptionRequired && (
              <p className={classes.rxNote} role="status">
                This product requires a valid prescription.
              </p>
            )}
          </Paper>

          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="product-image">
            <Title order={2} fz="lg" mb="sm" id="product-image">
              Product Image
            </Title>
            <ProductImageDrop file={image} onChange={setImage} />
          </Paper>

          <Stack gap="xs">
            <Button type="submit" size="md">
              Add Product
            </Button>
            <Button component={Link} to="/dashboard/pharmacy" variant="default" size="md">
              Cancel
            </Button>
          </Stack>
        </Stack>
      </form>
    </Container>
  );
}
