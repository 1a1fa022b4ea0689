import { useState } from 'react';
import { Alert, Button, FileButton, Text } from '@mantine/core';
import { DropArea } from '@/components/DropArea';
import { ACCEPT, checkIncoming, MAX_FILES } from '@/features/prescriptions/file-checks';
import type { HeldFile } from '@/features/prescriptions/use-upload-form';
import { FileList } from '@/features/prescriptions/FileList';
import { IconCamera, IconFolder, IconUpload } from '@tabler/icons-react';
import classes from '@/features/prescriptions/UploadArea.module.css';

type Props = { files: HeldFile[]; onAdd: (files: HeldFile[]) => void; onRemove: (id: string) => void };

export function UploadArea({ files, onAdd, onRemove }: Props) {
  const [problems, setProblems] = useState<string[]>([]);
  const full = files.length >= MAX_FILES;

  const add = async (incoming: File[]) => {
    if (incoming.length === 0) return;
    const { kept, problems: found } = await checkIncoming(files.length, incoming);
    setProblems(found);
    onAdd(kept.map(({ file, type }) => ({ id: crypto.randomUUID(), file, type })));
  };
  return (
    <div>
      {/* Every file dropped or picked goes through the content check (types, sizes, the count). The
          keyboard's way in is the Take Photo and Choose Files buttons below. */}
      <DropArea
        onFiles={(incoming) => void add(incoming)}
        accept={ACCEPT}
        multiple
        disabled={full}
        className={classes.zone}
        inputLabel="Prescription files"
      >
        {(over) => (
          <div className={classes.inner}>
            <IconUpload size={36} aria-hidden />
            <Text fw={700}>
              {over ? 'Drop the files to add them' : full ? `${MAX_FILES} files added (the maximum)` : 'Drag your prescription here or click to browse'}
            </Text>
            <Text fz="sm" c="dimmed">
              JPG, PNG, WebP or PDF · up to 10 MB each · at most {MAX_FILES} files
            </Text>
          </div>
        )}
      </DropArea>

      {/* Side by side when both labels fit, stacked on a narrow phone (never cut short). */}
      <div className={classes.buttons}>
        <FileButton
          onChange={(picked) => void add(picked ? [picked] : [])}
          accept="image/*"
          capture="environment"
          disabled={full}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={18} aria-hidden />} disabled={full}>
              Take Photo
            </Button>
          )}
        </FileButton>
        <FileButton onChange={(picked) => void add(picked)} accept={ACCEPT} multiple disabled={full}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFolder size={18} aria-hidden />} disabled={full}>
              Choose Files
            </Button>
          )}
        </FileButton>
      </div>

      {problems.length > 0 && (
        <Alert color="red" variant="light" mt="sm" role="alert" title="Some files were not added">
          <ul className={classes.problems}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
      <FileList files={files} onRemove={onRemove} />
    </div>
  );
}
