import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { RegisterForm } from '@/features/auth/register/form';

type Props = { role: RegisterForm['role']; field: (key: keyof RegisterForm) => GetInputPropsReturnType };

/** The extra details each role gives at registration (spec section 2). */
export function RoleFields({ role, field }: Props) {
  switch (role) {
    case 'patient':
      return <TextInput label="Address" autoComplete="street-address" {...field('address')} />;
    case 'pharmacy':
      return (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Pharmacy name" withAsterisk autoComplete="organization" {...field('pharmacyName')} />
            <TextInput label="License number" withAsterisk description="PCN premises number, e.g. PCN/PREM/LA/12345" {...field('licenseNumber')} />
          </SimpleGrid>
          <TextInput label="Pharmacy address" withAsterisk autoComplete="street-address" {...field('address')} />
        </>
      );
    case 'doctor':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Medical specialty" withAsterisk placeholder="e.g. General Practice" {...field('specialty')} />
          <TextInput label="MDCN registration number" withAsterisk description="e.g. MDCN/R/12345" {...field('licenseNumber')} />
        </SimpleGrid>
      );
    case 'rider':
      return <TextInput label="Vehicle information" placeholder="e.g. Motorcycle, LND-123-AB" {...field('vehicleInfo')} />;
  }
}
