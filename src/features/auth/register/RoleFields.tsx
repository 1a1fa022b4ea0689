import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { RegisterForm } from '@/features/auth/register/form';
import { useT } from '@/lib/i18n/use-t';
import { sharedMessages as s } from '@/features/auth/shared/shared.messages';
import { registerMessages as m } from '@/features/auth/register/register.messages';

type Props = { role: RegisterForm['role']; field: (key: keyof RegisterForm) => GetInputPropsReturnType };

/** The extra details each role gives at registration (spec section 2). */
export function RoleFields({ role, field }: Props) {
  const t = useT();
  switch (role) {
    case 'patient':
      return <TextInput label={t(s.address)} autoComplete="street-address" {...field('address')} />;
    case 'pharmacy':
      return (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t(m.pharmacyName)} withAsterisk autoComplete="organization" {...field('pharmacyName')} />
            <TextInput label={t(m.licenseNumber)} withAsterisk description={t(m.pcnHint)} {...field('licenseNumber')} />
          </SimpleGrid>
          <TextInput label={t(m.pharmacyAddress)} withAsterisk autoComplete="street-address" {...field('address')} />
        </>
      );
    case 'doctor':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t(m.specialty)} withAsterisk placeholder={t(m.specialtyExample)} {...field('specialty')} />
          <TextInput label={t(m.mdcnNumber)} withAsterisk description={t(m.mdcnHint)} {...field('licenseNumber')} />
        </SimpleGrid>
      );
    case 'rider':
      return <TextInput label={t(m.vehicle)} placeholder={t(m.vehicleExample)} {...field('vehicleInfo')} />;
  }
}
