import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { registrationRoles, type RegistrationRole } from '@/lib/auth/roles';

const roleText: Record<RegistrationRole, { label: string; hint: string }> = {
  patient: { label: 'Patient', hint: 'Order medicines and see doctors' },
  pharmacy: { label: 'Pharmacy', hint: 'Sell through the marketplace' },
  doctor: { label: 'Doctor', hint: 'Consult patients online' },
  rider: { label: 'Rider', hint: 'Deliver orders near you' },
};

type Props = { value: RegistrationRole; onChange: (role: RegistrationRole) => void };

/** Registration offers these four roles only; admins are never created from the app. */
export function RolePicker({ value, onChange }: Props) {
  return (
    <Radio.Group label="I am registering as" value={value} onChange={(v) => onChange(v as RegistrationRole)}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={6}>
        {registrationRoles.map((role) => (
          <Radio.Card key={role} value={role} radius="md" p="sm" aria-label={roleText[role].label} style={{ display: 'flex', alignItems: 'flex-start' }}>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <Radio.Indicator size="sm" mt={2} />
              <div>
                <Text fw={600} size="sm">
                  {roleText[role].label}
                </Text>
                <Text size="xs" c="dimmed" lh={1.3}>
                  {roleText[role].hint}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
