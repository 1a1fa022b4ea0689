import { useState } from 'react';
import { notify } from '@/lib/notify';
import { downloadCsv, exportFileName, usersToCsv } from '@/features/admin/users/export-users';
import type { UserSearch } from '@/features/admin/users/user-schema';
import { allUsers, recordExport } from '@/features/admin/users/users-api';
import { users as messages } from '@/features/admin/users/users.messages';
import { translate } from '@/lib/i18n/i18n';

/** Export CSV: every account matching the filters, fetched page by page, then recorded in the audit trail. */
export function useExportUsers(filters: UserSearch) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const parts: string[] = [];
      let rows = 0;
      for await (const page of allUsers(filters)) {
        parts.push(usersToCsv(page, rows === 0));
        rows += page.length;
      }
      await recordExport(filters, rows);
      const fileName = exportFileName();
      downloadCsv(fileName, parts);
      void notify({ title: translate(messages.exportReady), message: translate(messages.exportSaved, { rows, n: String(rows), file: fileName }) });
    } catch (error) {
      void notify({ title: translate(messages.exportFailed), message: (error as Error).message, color: 'red' });
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}
