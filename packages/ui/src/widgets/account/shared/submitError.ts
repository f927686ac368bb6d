/** The text of a rejected submit: the Error's message, else the value as text. */
export function submitErrorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
