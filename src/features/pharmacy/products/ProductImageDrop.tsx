import { useEffect, useRef, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { DropArea, type DropAreaHandle } from '@/components/DropArea';
import { formatFileSize } from '@/lib/format';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { MAX_IMAGE_BYTES, sniffImage } from '@/features/pharmacy/products/image-type';
import classes from '@/features/pharmacy/products/AddProduct.module.css';
import { photo as m } from '@/features/pharmacy/products/product.messages';
import type { Message } from '@/lib/i18n/i18n';
import { useT } from '@/lib/i18n/use-t';

const accept = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/**
 * A temporary URL for previewing the chosen file. It is made when a file is chosen and released
 * when the file is replaced or removed, or when the screen closes.
 */
function usePreviewUrl() {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  return [url, show] as const;
}

type Props = { file: File | null; onChange: (file: File | null) => void; error?: string };

export function ProductImageDrop({ file, onChange, error: serverError }: Props) {
  const t = useT();
  // Kept as the message, so it reads in the language shown at each render.
  const [error, setError] = useState<Message | null>(null);
  const [preview, showPreview] = usePreviewUrl();
  // A slow check of an earlier drop must not overwrite a later one.
  const latest = useRef(0);
  const area = useRef<DropAreaHandle>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);

  async function handleDrop(files: File[]) {
    const ticket = ++latest.current;
    const [dropped] = files;
    if (files.length > 1) return setError(m.oneOnly);
    if (dropped && dropped.size > MAX_IMAGE_BYTES) return setError(m.tooLarge);
    const kind = dropped ? await sniffImage(dropped) : null;
    if (ticket !== latest.current) return;
    if (!dropped || !kind) {
      setError(m.notImage);
      return;
    }
    setError(null);
    showPreview(dropped);
    onChange(dropped);
  }

  function remove() {
    setError(null);
    showPreview(null);
    onChange(null);
    // The remove button disappears; keep keyboard users in the same place.
    requestAnimationFrame(() => chooseRef.current?.focus());
  }

  if (file && preview) {
    return (
      <div className={classes.preview}>
        <img src={preview} alt={t(m.preview, { name: file.name })} className={classes.previewImage} />
        <Text size="sm" mt="xs" className={classes.fileName} translate="no">
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatFileSize(file.size)}
        </Text>
        <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={remove} mt={4} px={4}>
          {t(m.remove)}
        </Button>
        {serverError && (
          <Text size="sm" c="var(--mantine-color-error)" mt={6} role="alert">
            {serverError}
          </Text>
        )}
      </div>
    );
  }

  return (
    <div>
      {/* Keyboard and screen-reader users get the real button below instead of a focusable area. */}
      <DropArea handleRef={area} onFiles={(files) => void handleDrop(files)} accept={accept} className={classes.dropzone} inputLabel={t(m.file)}>
        {(over) => (
          <div className={classes.dropInner}>
            {over ? <IconUpload size={32} aria-hidden /> : <IconPhoto size={32} aria-hidden />}
            <Text fw={600} mt="xs">
              {t(m.drop)}
            </Text>
            <Text size="sm" c="dimmed" id="product-image-help">
              {t(m.rule)}
            </Text>
          </div>
        )}
      </DropArea>
      <Button
        ref={chooseRef}
        variant="light"
        fullWidth
        mt="xs"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => area.current?.open()}
        aria-describedby="product-image-help product-image-error"
      >
        {t(m.choose)}
      </Button>
      <Text size="sm" c="var(--mantine-color-error)" mt={6} id="product-image-error" role="alert">
        {error ? t(error) : serverError}
      </Text>
    </div>
  );
}
