import { ActionIcon, Text } from '@mantine/core';
import { IconFileText, IconX } from '@tabler/icons-react';
import { formatFileSize } from '@/features/prescriptions/file-checks';
import type { HeldFile } from '@/features/prescriptions/use-upload-form';
import classes from '@/features/prescriptions/FileList.module.css';
import { rx } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';

const typeLabel = { pdf: 'PDF', png: 'PNG', jpeg: 'JPG', webp: 'WebP' } as const;

export function FileList({ files, onRemove }: { files: HeldFile[]; onRemove: (id: string) => void }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <ul className={classes.list} aria-label={t(rx.filesToSend)}>
      {files.map(({ id, file, type }) => (
        <li key={id} className={classes.item}>
          <span className={classes.icon} aria-hidden="true">
            <IconFileText size={20} aria-hidden />
          </span>
          <div className={classes.grow}>
            <Text fz="sm" fw={600} className={classes.name} translate="no">
              {file.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {typeLabel[type]} · {formatFileSize(file.size)}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray.7"
            size="lg"
            aria-label={t(rx.remove, { name: file.name })}
            onClick={() => onRemove(id)}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </li>
      ))}
    </ul>
  );
}
