import { useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { notify } from '@/lib/notify';
import { useRemote } from '@/lib/use-remote';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { LoadFailed } from '@/components/LoadFailed';
import { ApplicationCard } from '@/features/admin/approvals/ApplicationCard';
import { RejectDialog } from '@/features/admin/approvals/RejectDialog';
import { fetchApplications, review, type Application, type Notice } from '@/features/admin/approvals/approvals-api';
import { AdminPage } from '@/features/admin/shared/AdminPage';
import { EmptyState } from '@/features/admin/shared/EmptyState';

type Pending = { app: Application; decision: 'approve' | 'reject' };

const noticeText: Record<Notice['state'], string> = {
  sent: 'They have been told by e-mail.',
  waiting: 'The e-mail telling them is queued and goes out within a few minutes.',
  failed: 'The e-mail could not be sent; see System Alerts.',
  none: 'They turned account e-mails off; they will see it when they sign in.',
};

export function ApprovalsScreen() {
  const list = useRemote(() => fetchApplications('pending'), 'pending');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const name = (app: Application) => app.name ?? app.email ?? 'the applicant';

  async function decide(decision: 'approve' | 'reject', reason?: string) {
    if (!pending) return;
    setBusy(true);
    try {
      const notice = await review(pending.app, decision, reason);
      const done = decision === 'approve' ? 'approved' : 'rejected';
      void notify({
        title: `Application ${done}`,
        message: `${name(pending.app)} has been ${done}. ${noticeText[notice.state]}`,
      });
      setPending(null);
      list.reload();
    } catch (error) {
      void notify({ title: 'Not saved', message: (error as Error).message, color: 'red' });
    } finally {
      setBusy(false);
    }
  }

  const apps = list.data ?? [];
  return (
    <AdminPage title="User Approvals" subtitle="Pharmacies, doctors, riders and logistics tier upgrades waiting for review.">
      {list.state === 'failed' && <LoadFailed what="the applications" onRetry={list.reload} mb="md" />}
      {list.state === 'ready' && apps.length === 0 && (
        <EmptyState title="Nothing to review" text="New applications appear here as soon as they are submitted." />
      )}
      <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Applications">
        {apps.map((app) => (
          <ApplicationCard
            key={`${app.kind}-${app.id}`}
            app={app}
            onApprove={() => setPending({ app, decision: 'approve' })}
            onReject={() => setPending({ app, decision: 'reject' })}
          />
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={pending?.decision === 'approve'}
        title={pending ? `Approve ${name(pending.app)}?` : ''}
        confirmLabel="Approve"
        cancelLabel="Cancel"
        onCancel={() => !busy && setPending(null)}
        onConfirm={() => void decide('approve')}
      >
        Only approve after checking the documents and the licence number with the council.
      </ConfirmDialog>
      <RejectDialog
        key={pending?.app.id}
        name={pending?.decision === 'reject' ? name(pending.app) : null}
        busy={busy}
        onCancel={() => !busy && setPending(null)}
        onReject={(reason) => void decide('reject', reason)}
      />
    </AdminPage>
  );
}
