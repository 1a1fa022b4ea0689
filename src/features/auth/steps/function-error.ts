import { StepError, toStepError } from '@/features/auth/steps/step-error';

/** A function's non-2xx answer carries its reason in the JSON body. */
export async function functionError(error: unknown): Promise<StepError> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as { error?: string } | null;
    return new StepError(body?.error ?? (error as Error).message, context.status);
  }
  return toStepError(error);
}
