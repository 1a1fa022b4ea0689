import { Badge, Button } from '@mantine/core';
import { formatDate } from '@/lib/format';
import { loadSupabase } from '@/lib/auth/client';
import { fetchAllPages } from '@/lib/paging';
import { notify } from '@/lib/notify';
import { useRemote } from '@/lib/use-remote';
import { LoadFailed } from '@/components/LoadFailed';
import { documentLink } from '@/features/admin/approvals/approvals-api';
import { AdminPage } from '@/features/admin/shared/AdminPage';
import { RowList } from '@/features/admin/shared/RowList';
import { pharmacies as messages } from '@/features/admin/pharmacies/pharmacies.messages';
import { translate, type Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Pharmacy = {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  license_number: string | null;
  license_document_url: string | null;
  status: string;
  rejection_reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
};

async function fetchPharmacies(): Promise<Pharmacy[]> {
  const supabase = await loadSupabase();
  // Page by page: more pharmacies than one answer carries (src/lib/paging.ts).
  const { data, error } = await fetchAllPages<unknown, { message: string }>((from, to) =>
    supabase
      .from('pharmacies')
      .select('id,name,address,phone,license_number,license_document_url,status,rejection_reason,submitted_at,reviewed_at')
      .order('name')
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data as Pharmacy[];
}

const statusLabel: Record<string, Message> = { approved: messages.approved, pending: messages.pending, rejected: messages.rejected, suspended: messages.suspended };

function openLicence(path: string) {
  documentLink('pharmacy', path).then(
    (url) => window.open(url, '_blank', 'noopener,noreferrer'),
    (error: Error) => void notify({ title: translate(messages.openFailed), message: error.message, color: 'red' }),
  );
}

export function PharmaciesScreen() {
  const t = useT();
  const list = useRemote(fetchPharmacies, 'pharmacies');
  return (
    <AdminPage title={t(messages.title)} subtitle={t(messages.subtitle)}>
      {list.state === 'failed' && <LoadFailed what={t(messages.what)} onRetry={list.reload} mb="md" />}
      {list.data && (
        <RowList
          title={t(messages.count, { count: list.data.length })}
          empty={t(messages.empty)}
          rows={list.data.map((p) => ({
            key: p.id,
            // The pharmacy's name, address and licence number, and the admin's reason, are data.
            title: <span translate="no">{p.name}</span>,
            lines: [
              <span key="address" translate="no">{p.address}</span>,
              p.license_number ? t(messages.licence, { number: p.license_number }) : t(messages.licence, { number: t(messages.notGiven) }),
              p.reviewed_at
                ? t(messages.registeredReviewed, { date: formatDate(p.submitted_at), reviewed: formatDate(p.reviewed_at) })
                : t(messages.registered, { date: formatDate(p.submitted_at) }),
              p.rejection_reason && t(messages.rejectedBecause, { reason: p.rejection_reason }),
            ],
            aside: (
              <>
                <Badge variant="light" radius="sm" mt={4} mr="xs">
                  {statusLabel[p.status] ? t(statusLabel[p.status]!) : p.status}
                </Badge>
                {p.license_document_url && (
                  <Button
                    variant="default"
                    size="compact-sm"
                    mt={4}
                    aria-label={t(messages.openLicenceOf, { name: p.name })}
                    onClick={() => openLicence(p.license_document_url as string)}
                  >
                    {t(messages.openLicence)}
                  </Button>
                )}
              </>
            ),
          }))}
        />
      )}
    </AdminPage>
  );
}
