import { formatDateTime } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { translate, type Message } from '@/lib/i18n/i18n';
import { usePlurals, useT } from '@/lib/i18n/use-t';
import { LoadFailed } from '@/components/LoadFailed';
import { AdminPage } from '@/features/admin/shared/AdminPage';
import { RowList } from '@/features/admin/shared/RowList';
import { security as messages } from '@/features/admin/security/security.messages';
import { fetchSecurity, type AuditEntry } from '@/features/admin/security/security-api';

const verbs: Record<string, Message> = {
  approve: messages.approved,
  reject: messages.rejected,
  suspend: messages.suspended,
  reactivate: messages.reactivated,
};

/** "efe@… suspended Musa Bello": who did what to whom (the export counts the accounts it wrote). */
function describe(entry: AuditEntry) {
  const who = entry.actor_email ?? translate(messages.anAdmin);
  if (entry.action === 'export') return translate(messages.exported, { who, rows: Number(entry.details.rows ?? 0) });
  const what = entry.target_label ?? translate(messages.anAccount);
  const verb = verbs[entry.action];
  return verb ? translate(verb, { who, what }) : translate(messages.other, { who, action: entry.action, what });
}

function detail(entry: AuditEntry) {
  const reason = entry.details.reason;
  // The reason is what the admin wrote: not translated.
  return typeof reason === 'string' && reason ? translate(messages.reason, { reason }) : null;
}

export function SecurityScreen() {
  const t = useT();
  const data = useRemote(fetchSecurity, 'security');
  // An export's row count is a plural.
  const plurals = usePlurals(true);
  return (
    <AdminPage title={t(messages.title)} subtitle={t(messages.subtitle)}>
      {data.state === 'failed' && <LoadFailed what={t(messages.what)} onRetry={data.reload} mb="md" />}
      {data.data && plurals && (
        <>
          <RowList
            title={t(messages.auditTitle)}
            empty={t(messages.auditEmpty)}
            rows={data.data.audit.map((e) => ({ key: String(e.id), title: describe(e), lines: [detail(e), formatDateTime(e.created_at)] }))}
          />
          <RowList
            title={t(messages.messagesTitle)}
            empty={t(messages.messagesEmpty)}
            // What people wrote through the contact form, in their own words.
            rows={data.data.messages.map((m) => ({
              key: m.id,
              title: <span translate="no">{m.subject}</span>,
              lines: [
                <span key="from" translate="no">{`${m.name} · ${m.email} · ${formatDateTime(m.created_at)}`}</span>,
                <span key="message" translate="no">{m.message}</span>,
              ],
            }))}
          />
        </>
      )}
    </AdminPage>
  );
}
