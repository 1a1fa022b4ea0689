import { useState } from 'react';
import { Button, Paper, Text, Title } from '@mantine/core';
import { myDataFile } from '@/lib/account-rights';
import { translate } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';
import { settingsMessages as m } from '@/features/settings/settings.messages';

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started once click() returns; the object URL is no longer needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DataExportCard() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const t = useT();
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { blob, fileName } = await myDataFile();
      save(blob, fileName);
    } catch {
      setError(translate(navigator.onLine ? m.exportFailed : m.exportOffline));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="section" aria-labelledby="export-title">
      <Title order={2} size="h3" id="export-title" mb="xs">
        {t(m.exportTitle)}
      </Title>
      <Text mb="md">{t(m.exportText)}</Text>
      <Button onClick={() => void download()} loading={busy}>
        {t(m.exportTitle)}
      </Button>
      {error && (
        <Text c="red.9" mt="sm" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}
