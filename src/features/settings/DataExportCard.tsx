import { useState } from 'react';
import { Button, Paper, Text, Title } from '@mantine/core';
import { myDataFile } from '@/lib/account-rights';

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
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { blob, fileName } = await myDataFile();
      save(blob, fileName);
    } catch {
      setError(navigator.onLine ? 'We could not prepare your data. Please try again.' : 'You are offline. Connect to the internet to download your data.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="lg" p="lg" mb="lg" component="section" aria-labelledby="export-title">
      <Title order={2} size="h3" id="export-title" mb="xs">
        Download my data
      </Title>
      <Text mb="md">
        A JSON file with your account, your profile and role details, your prescriptions and the list of files you uploaded:
        everything Magani Health holds about you.
      </Text>
      <Button onClick={() => void download()} loading={busy}>
        Download my data
      </Button>
      {error && (
        <Text c="red.9" mt="sm" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}
