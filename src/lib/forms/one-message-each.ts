import * as v from 'valibot';

/**
 * Stops each field's pipe at its first problem, so a field reports one message: the first rule it
 * breaks ("Please enter your email", not also "Please enter a valid email"). Checks that compare
 * fields belong in a pipe around the result, where they still run while other fields are wrong.
 */
export const oneMessageEach = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });
