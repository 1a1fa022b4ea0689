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
import { admin } from '@/lib/admin/admin.messages';
import { approvals as messages } from '@/features/admin/approvals/approvals.messages';
import { translate, type Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

type Pending = { app: Application; decision: 'approve' | 'reject' };

const noticeText: Record<Notice['state'], Message> = {
  sent: messages.noticeSent,
  waiting: messages.noticeWaiting,
  failed: messages.noticeFailed,
  none: messages.noticeNone,
};

export function ApprovalsScreen() {
  const t = useT();
  const list = useRemote(() => fetchApplications('pending'), 'pending');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const name = (app: Application) => app.name ?? app.email ?? translate(messages.theApplicant);

  async function decide(decision: 'approve' | 'reject', reason?: string) {
    if (!pending) return;
    setBusy(true);
    try {
      const notice = await review(pending.app, decision, reason);
      const approved = decision === 'approve';
      void notify({
        title: translate(approved ? messages.approved : messages.rejected),
        message: translate(approved ? messages.approvedText : messages.rejectedText, { name: name(pending.app), notice: translate(noticeText[notice.state]) }),
      });
      setPending(null);
      list.reload();
    } catch (error) {
      void notify({ title: translate(admin.notSaved), message: (error as Error).message, color: 'red' });
    } finally {
      setBusy(false);
    }
  }

  const apps = list.data ?? [];
  return (
    <AdminPage title={t(messages.title)} subtitle={t(messages.subtitle)}>
      {list.state === 'failed' && <LoadFailed what={t(messages.what)} onRetry={list.reload} mb="md" />}
      {list.state === 'ready' && apps.length === 0 && (
        <EmptyState title={t(messages.emptyTitle)} text={t(messages.emptyText)} />
      )}
      <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(messages.list)}>
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
        title={pending ? t(messages.approveQuestion, { name: name(pending.app) }) : ''}
        confirmLabel={t(admin.approve)}
        cancelLabel={t(admin.cancel)}
        onCancel={() => !busy && setPending(null)}
        onConfirm={() => void decide('approve')}
      >
        {t(messages.approveCheck)}
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
