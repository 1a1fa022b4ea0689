import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import { valibotResolver } from 'mantine-form-valibot-resolver';
import * as v from 'valibot';

type Values = Record<string, unknown>;

const INVALID_FIELD = ':is(input, textarea, select):is([aria-invalid="true"], [data-invalid])';
type Schema = v.GenericSchema;

type Options<T extends Values> = {
  /**
   * After a submit, every change validates the form again, so a fixed field clears at once and a
   * still-wrong one keeps its message. Without it, editing a field only clears that field's message.
   */
  revalidateAfterSubmit?: boolean;
  onValuesChange?: (values: T) => void;
};

// The resolver is typed for schemas whose input and output are the same type; ours turn text into
// numbers, dates and +234 numbers, and take the form's values (which may hold more fields than a
// variant of the schema uses) as their input.
const resolverFor = <T extends Values>(schema: Schema) => valibotResolver(schema as unknown as v.GenericSchema<T, T>) as (values: T) => FormErrors;

/**
 * A Mantine form whose rules are a valibot schema. Values stay exactly as typed (a failed submit or
 * a server refusal loses nothing); messages show beside their fields; after a failed submit (or
 * when the server blames a field) the first field with a message takes the focus. Fields are
 * controlled, so input replayed from before hydration (src/lib/early-input.ts) arrives as change
 * events like typing.
 *
 * `schema` may be a function, read at each validation (for rules that depend on other state).
 */
export function useSchemaForm<T extends Values, S extends Schema>(schema: S | (() => S), initialValues: T, options: Options<T> = {}) {
  const current = () => (typeof schema === 'function' ? (schema as () => S)() : schema);
  const formElement = useRef<HTMLFormElement | null>(null);
  const submitted = useRef(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useForm<T>({
    mode: 'controlled',
    initialValues,
    validate: (values) => resolverFor<T>(current())(values),
    onValuesChange: (values) => {
      options.onValuesChange?.(values);
      // Called on a change, never while the form is being made.
      if (options.revalidateAfterSubmit && submitted.current) form.validate();
    },
  });

  // Runs after the messages are on screen, so the fields with one are marked by then. Mantine marks
  // a password box with data-invalid only (its aria-invalid sits on no element).
  useEffect(() => {
    if (focusRequest) formElement.current?.querySelector<HTMLElement>(INVALID_FIELD)?.focus();
  }, [focusRequest]);

  /**
   * An onSubmit handler: validates, and passes the schema's output (trimmed, converted) to `handler`,
   * or the values as typed to `onInvalid` when a field has a message.
   */
  const submit =
    (handler: (output: v.InferOutput<S>, values: T) => void | Promise<unknown>, onInvalid?: (values: T) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      formElement.current = event.currentTarget;
      submitted.current = true;
      form.onSubmit(
        (values) => {
          const parsed = v.safeParse(current(), values);
          if (parsed.success) return handler(parsed.output, values);
        },
        (_, values) => {
          setFocusRequest((n) => n + 1);
          onInvalid?.(values);
        },
      )(event);
    };

  /** Messages from elsewhere (the server) beside their fields; the first of them takes the focus. */
  const showErrors = (errors: Partial<Record<string, string>>) => {
    form.setErrors(Object.fromEntries(Object.entries(errors).filter(([, message]) => message)));
    setFocusRequest((n) => n + 1);
  };

  /** Back to the initial values after a save, without messages. */
  const reset = () => {
    submitted.current = false;
    form.reset();
  };

  return { ...form, submit, showErrors, reset };
}
