import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
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

const statusLabel: Record<string, string> = { approved: 'Approved', pending: 'Pending', rejected: 'Rejected', suspended: 'Suspended' };

function openLicence(path: string) {
  documentLink('pharmacy', path).then(
    (url) => window.open(url, '_blank', 'noopener,noreferrer'),
    (error: Error) => void notify({ title: 'Could not open the licence', message: error.message, color: 'red' }),
  );
}

export function PharmaciesScreen() {
  const list = useRemote(fetchPharmacies, 'pharmacies');
  return (
    <AdminPage title="Pharmacy Management" subtitle="Partner pharmacies and their licences.">
      {list.state === 'failed' && <LoadFailed what="the pharmacies" onRetry={list.reload} mb="md" />}
      {list.data && (
        <RowList
          title={`Pharmacies (${list.data.length})`}
          empty="No pharmacy has registered yet. Pharmacies appear here once they sign up."
          rows={list.data.map((p) => ({
            key: p.id,
            title: p.name,
            lines: [
              p.address,
              `Licence: ${p.license_number ?? 'not given'}`,
              `Registered ${formatDate(p.submitted_at)}${p.reviewed_at ? ` · reviewed ${formatDate(p.reviewed_at)}` : ''}`,
              p.rejection_reason && `Rejected: ${p.rejection_reason}`,
            ],
            aside: (
              <>
                <Badge variant="light" radius="sm" mt={4} mr="xs">
                  {statusLabel[p.status] ?? p.status}
                </Badge>
                {p.license_document_url && (
                  <Button
                    variant="default"
                    size="compact-sm"
                    mt={4}
                    aria-label={`Open licence of ${p.name}`}
                    onClick={() => openLicence(p.license_document_url as string)}
                  >
                    Open licence
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
