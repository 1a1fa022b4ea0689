import { useState } from 'react';
import { FileInput } from '@mantine/core';
import { formatFileSize } from '@/lib/format';
import { MAX_DOCUMENT_BYTES, sniffDocument } from '@/features/auth/register/file-kind';
import type { ChosenDocument } from '@/features/auth/register/useRegister';

type Props = { label: string; value: ChosenDocument | null; onChange: (doc: ChosenDocument | null) => void };

const limit = formatFileSize(MAX_DOCUMENT_BYTES);

/** A licence or vehicle document: PDF, JPG or PNG recognised by content, at most the bucket's limit. */
export function DocumentField({ label, value, onChange }: Props) {
  const [error, setError] = useState<string>();

  async function choose(file: File | null) {
    setError(undefined);
    if (!file) return onChange(null);
    if (file.size > MAX_DOCUMENT_BYTES) {
      onChange(null);
      return setError(`This file is ${formatFileSize(file.size)}; the limit is ${limit}.`);
    }
    const type = await sniffDocument(file);
    if (!type) {
      onChange(null);
      return setError('Choose a PDF, JPG or PNG file.');
    }
    onChange({ file, type });
  }

  return (
    <FileInput
      label={label}
      description={`PDF, JPG or PNG, up to ${limit}`}
      placeholder="Choose a file"
      accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
      clearable
      clearButtonProps={{ 'aria-label': `Remove ${label.toLowerCase()}` }}
      value={value?.file ?? null}
      onChange={(file) => void choose(file)}
      valueComponent={({ value: file }) => (file && !Array.isArray(file) ? `${file.name} (${formatFileSize(file.size)})` : null)}
      error={error}
      // The default placeholder grey is below AA contrast; this one is rendered as text, so it counts.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
    />
  );
}
