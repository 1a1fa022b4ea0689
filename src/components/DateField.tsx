import { useState, type ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { isoDayToDmy, parseDmy } from '@/lib/format';

type Props = {
  label: ReactNode;
  /** The day as "YYYY-MM-DD", "" when empty, or the raw text while it is not a date yet. */
  value: string;
  /** Gets "YYYY-MM-DD" for a real day, "" for an empty field, otherwise the text as typed. */
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
};

const isIsoDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * A date typed and shown the Nigerian way, dd/mm/yyyy, whatever the browser's language (a native
 * date input shows mm/dd/yyyy on most phones sold here). Forms keep the ISO day, so the checks and
 * the database see one form.
 */
export function DateField({ label, value, onChange, error, description }: Props) {
  const shownFor = (v: string) => (isIsoDay(v) ? isoDayToDmy(v) : v);
  const [text, setText] = useState(() => shownFor(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (a reset, a restored draft) replaces what is shown; one the field
  // itself reported keeps the text as typed ("5/3/2027" stays, not "05/03/2027").
  if (seen !== value) {
    setSeen(value);
    if ((parseDmy(text) ?? text.trim()) !== value) setText(shownFor(value));
  }

  return (
    <TextInput
      label={label}
      description={description}
      placeholder="dd/mm/yyyy"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      error={error}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        onChange(typed.trim() === '' ? '' : (parseDmy(typed) ?? typed.trim()));
      }}
    />
  );
}
