import { useState } from 'react';
import { Alert, Button, FileButton, Text } from '@mantine/core';
import { DropArea } from '@/components/DropArea';
import { ACCEPT, checkIncoming, MAX_FILES } from '@/features/prescriptions/file-checks';
import type { HeldFile } from '@/features/prescriptions/use-upload-form';
import { FileList } from '@/features/prescriptions/FileList';
import { IconCamera, IconFolder, IconUpload } from '@tabler/icons-react';
import classes from '@/features/prescriptions/UploadArea.module.css';
import { rx } from '@/features/prescriptions/prescriptions.messages';
import { useT } from '@/lib/i18n/use-t';

type Props = { files: HeldFile[]; onAdd: (files: HeldFile[]) => void; onRemove: (id: string) => void };

export function UploadArea({ files, onAdd, onRemove }: Props) {
  const t = useT();
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
        inputLabel={t(rx.filesInput)}
      >
        {(over) => (
          <div className={classes.inner}>
            <IconUpload size={36} aria-hidden />
            <Text fw={700}>
              {t(over ? rx.dropNow : full ? rx.full : rx.dragHere, { max: MAX_FILES })}
            </Text>
            <Text fz="sm" c="dimmed">
              {t(rx.fileRules, { max: MAX_FILES })}
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
              {t(rx.takePhoto)}
            </Button>
          )}
        </FileButton>
        <FileButton onChange={(picked) => void add(picked)} accept={ACCEPT} multiple disabled={full}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFolder size={18} aria-hidden />} disabled={full}>
              {t(rx.chooseFiles)}
            </Button>
          )}
        </FileButton>
      </div>

      {problems.length > 0 && (
        <Alert color="red" variant="light" mt="sm" role="alert" title={t(rx.notAdded)}>
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
