import { useState } from 'react';
import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/lib/format';
import { formatPhone } from '@/lib/format-phone';
import { notify } from '@/lib/notify';
import { translate, type Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { documentLink, type Application } from '@/features/admin/approvals/approvals-api';
import { approvals as messages } from '@/features/admin/approvals/approvals.messages';
import { admin } from '@/lib/admin/admin.messages';
import { kindLabels } from '@/lib/admin/kinds';

// The database names an application's details and documents in English (admin_applications):
// the known ones read in the admin's language, any other as it came.
const factNames: Record<string, Message> = {
  Address: messages.address,
  'Registered by': messages.registeredBy,
  Specialty: messages.specialty,
  Vehicle: messages.vehicle,
  'Current tier': messages.currentTier,
  'Requested tier': messages.requestedTier,
  'Government ID': messages.governmentId,
};
const documentNames: Record<string, Message> = {
  'Licence document': messages.licenceDocument,
  'Vehicle documents': messages.vehicleDocuments,
  vehicle_papers: messages.vehiclePapers,
  drivers_licence: messages.driversLicence,
  cac_certificate: messages.cacCertificate,
  tin: messages.tin,
  insurance: messages.insurance,
};
const named = (names: Record<string, Message>, key: string) => (names[key] ? translate(names[key]) : key.replace(/_/g, ' '));

type Props = { app: Application; onApprove: () => void; onReject: () => void };

/** One application: who, what they submitted, their documents, and the two decisions. */
export function ApplicationCard({ app, onApprove, onReject }: Props) {
  const t = useT();
  const [opening, setOpening] = useState<string | null>(null);
  const name = app.name ?? app.email ?? t(admin.unnamedApplicant);

  async function open(label: string, path: string) {
    setOpening(label);
    try {
      window.open(await documentLink(app.kind, path), '_blank', 'noopener,noreferrer');
    } catch (error) {
      void notify({ title: translate(messages.openFailed), message: (error as Error).message, color: 'red' });
    } finally {
      setOpening(null);
    }
  }

  const facts: [string, string | null][] = [
    [t(messages.email), app.email],
    [t(messages.phone), app.phone && formatPhone(app.phone)],
    [t(messages.licence), app.license_number],
    ...Object.entries(app.details).map(([key, value]): [string, string | null] => [named(factNames, key), value]),
    [t(messages.submitted), formatDateTime(app.submitted_at)],
  ];

  return (
    <Paper component="li" withBorder radius="lg" p="md" data-testid="application">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Title order={3} fz="md" translate={app.name ?? app.email ? 'no' : undefined}>
          {name}
        </Title>
        <Badge variant="light" radius="sm">
          {t(kindLabels[app.kind])}
        </Badge>
      </Group>
      <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Text key={label} size="sm" component="div">
              <Text span c="dimmed" size="sm" component="dt" display="inline">
                {t(messages.factLabel, { label })}
              </Text>{' '}
              {/* What the applicant gave: not translated. */}
              <Text span size="sm" component="dd" display="inline" m={0} style={{ overflowWrap: 'anywhere' }} translate="no">
                {value}
              </Text>
            </Text>
          ))}
      </dl>
      <Group gap="xs" mt="sm">
        {Object.entries(app.documents).length === 0 && (
          <Text size="sm" c="dimmed">
            {t(messages.noDocument)}
          </Text>
        )}
        {Object.entries(app.documents).map(([label, path]) => (
          <Button key={label} variant="default" size="xs" loading={opening === label} onClick={() => void open(label, path)}>
            {t(messages.open, { document: named(documentNames, label) })}
          </Button>
        ))}
      </Group>
      <Group gap="xs" mt="md" justify="flex-end">
        <Button variant="outline" color="red.9" onClick={onReject} aria-label={t(messages.rejectLabel, { name })}>
          {t(admin.reject)}
        </Button>
        <Button onClick={onApprove} aria-label={t(messages.approveLabel, { name })}>
          {t(admin.approve)}
        </Button>
      </Group>
    </Paper>
  );
}
