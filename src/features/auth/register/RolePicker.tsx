import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { registrationRoles, type RegistrationRole } from '@/lib/auth/roles';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { registerMessages as m } from '@/features/auth/register/register.messages';

const roleText: Record<RegistrationRole, { label: Message; hint: Message }> = {
  patient: { label: m.patient, hint: m.patientHint },
  pharmacy: { label: m.pharmacy, hint: m.pharmacyHint },
  doctor: { label: m.doctor, hint: m.doctorHint },
  rider: { label: m.rider, hint: m.riderHint },
};

type Props = { value: RegistrationRole; onChange: (role: RegistrationRole) => void };

/** Registration offers these four roles only; admins are never created from the app. */
export function RolePicker({ value, onChange }: Props) {
  const t = useT();
  return (
    <Radio.Group label={t(m.pickerLabel)} value={value} onChange={(v) => onChange(v as RegistrationRole)}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt={6}>
        {registrationRoles.map((role) => (
          <Radio.Card key={role} value={role} radius="md" p="sm" aria-label={t(roleText[role].label)} style={{ display: 'flex', alignItems: 'flex-start' }}>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <Radio.Indicator size="sm" mt={2} />
              {/* A long word of a translation breaks inside the card at 320 px. */}
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Text fw={600} size="sm">
                  {t(roleText[role].label)}
                </Text>
                <Text size="xs" c="dimmed" lh={1.3}>
                  {t(roleText[role].hint)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
