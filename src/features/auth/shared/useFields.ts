import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '@/features/auth/schemas';

/**
 * Form values and their error messages. Editing a field clears only that field's message; values
 * are never reset by a failed submission.
 */
export function useFields<T extends Record<string, string>>(initial: T | (() => T)) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key as string] ? { ...e, [key]: undefined } : e));
  }, []);

  /** Props for a text input: value, onChange and error. */
  const field = (key: keyof T & string) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(key, event.currentTarget.value as T[typeof key]),
    error: errors[key],
  });

  return { values, setValues, setValue, errors, setErrors, field };
}
