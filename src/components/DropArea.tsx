import { useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import classes from '@/components/DropArea.module.css';

export type DropAreaHandle = { open: () => void };

type Props = {
  /** The picker's filter, as for an <input type="file">; dropped files are checked by the caller. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** The file input's name for assistive technology and tests. */
  inputLabel: string;
  className?: string;
  handleRef?: Ref<DropAreaHandle>;
  /** The area's content; `over` is true while files are dragged over it. */
  children: (over: boolean) => ReactNode;
};

/**
 * Where files can be dropped or picked with a pointer: the browser's own drag and drop and file
 * input, nothing more (a drop library and its styles cost the upload screens 8 KB gzip of first
 * load). It is not focusable: each screen puts a real "Choose" button beside it for the keyboard and
 * screen readers. Every file goes to `onFiles`, whose checks decide what is kept and say why not.
 */
export function DropArea({ accept, multiple, disabled, onFiles, inputLabel, className, handleRef, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const open = () => {
    if (!disabled) input.current?.click();
  };
  useImperativeHandle(handleRef, () => ({ open }));

  return (
    <div
      className={className ? `${classes.area} ${className}` : classes.area}
      data-accept={over || undefined}
      data-idle={!over || undefined}
      data-disabled={disabled || undefined}
      onClick={open}
      onDragOver={(event) => {
        if (disabled) return;
        // Without this the browser opens a dropped file instead of handing it to the page.
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
    >
      {children(over)}
      <input
        ref={input}
        type="file"
        className={classes.input}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={inputLabel}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Cleared so choosing the same file again is still a change.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
