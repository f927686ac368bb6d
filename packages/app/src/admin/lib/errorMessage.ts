/** What a failed call says to the operator: the api-client's normalised message, or a fallback. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  return error instanceof Error && error.message.trim() !== "" ? error.message : fallback;
}
