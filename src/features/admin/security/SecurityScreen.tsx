import { formatDateTime } from '@/lib/format';

const plural = (n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`}`;
import { useRemote } from '@/lib/use-remote';
import { LoadFailed } from '@/components/LoadFailed';
import { AdminPage } from '@/features/admin/shared/AdminPage';
import { RowList } from '@/features/admin/shared/RowList';
import { fetchSecurity, type AuditEntry } from '@/features/admin/security/security-api';

const verbs: Record<string, string> = {
  approve: 'approved',
  reject: 'rejected',
  suspend: 'suspended',
  reactivate: 'reactivated',
  export: 'exported',
};

function describe(entry: AuditEntry) {
  const who = entry.actor_email ?? 'An admin';
  const what = entry.action === 'export' ? `${plural(Number(entry.details.rows ?? 0), 'account')} as CSV` : (entry.target_label ?? 'an account');
  return `${who} ${verbs[entry.action] ?? entry.action} ${what}`;
}

function detail(entry: AuditEntry) {
  const reason = entry.details.reason;
  return typeof reason === 'string' && reason ? `Reason: ${reason}` : null;
}

export function SecurityScreen() {
  const data = useRemote(fetchSecurity, 'security');
  return (
    <AdminPage title="Security Center" subtitle="Every admin action, and messages sent through the contact form.">
      {data.state === 'failed' && <LoadFailed what="the audit trail" onRetry={data.reload} mb="md" />}
      {data.data && (
        <>
          <RowList
            title="Audit trail"
            empty="No admin actions yet. Approvals, rejections, suspensions, reactivations and exports appear here."
            rows={data.data.audit.map((e) => ({ key: String(e.id), title: describe(e), lines: [detail(e), formatDateTime(e.created_at)] }))}
          />
          <RowList
            title="Contact messages"
            empty="No messages yet. Messages sent from the Contact page appear here."
            rows={data.data.messages.map((m) => ({
              key: m.id,
              title: m.subject,
              lines: [`${m.name} · ${m.email} · ${formatDateTime(m.created_at)}`, m.message],
            }))}
          />
        </>
      )}
    </AdminPage>
  );
}
