import { useState, type KeyboardEvent } from 'react';
import { TextInput } from '@mantine/core';

type Props = {
  label: string;
  value: number;
  /** Reads the typed text: the number, or the message to show beside the field. */
  read: (text: string) => number | string;
  /** Saves on the server; resolves to an error message when it was refused. */
  save: (value: number) => Promise<string | null>;
  prefix?: string;
};

/**
 * A number edited in place: saved when the person leaves the field or presses Enter. While saving,
 * the field shows the new value; a refusal restores the saved one and says why beside the field.
 */
export function InlineNumber({ label, value, read, save, prefix }: Props) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A new saved value (from the server) replaces what the field shows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  async function commit() {
    if (saving || text.trim() === String(value)) return;
    const next = read(text);
    if (typeof next === 'string') {
      setError(next);
      return;
    }
    setSaving(true);
    const refused = await save(next);
    setSaving(false);
    setError(refused);
    if (refused) setText(String(value));
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void commit();
    }
    if (e.key === 'Escape') {
      setText(String(value));
      setError(null);
    }
  };

  return (
    <TextInput
      label={label}
      size="sm"
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        setError(null);
      }}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
      error={error}
      readOnly={saving}
      aria-busy={saving}
      leftSection={prefix ? <span aria-hidden="true">{prefix}</span> : undefined}
    />
  );
}
