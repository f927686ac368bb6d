import { errorMessage, toast } from "@smm/ui";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

type AdminActionOptions<Result> = {
  /** The success toast. */
  success: string | ((result: Result) => string);
  /** What the change made stale (prefixes: a list key covers all its pages). */
  invalidate: readonly QueryKey[];
};

/**
 * An operator write: on success a toast and the stale queries refetched. `submit` rejects (for AdminForm, which
 * shows the message and the field errors); `run` shows a failure as an error toast (for buttons).
 */
export function useAdminAction<Variables, Result>(
  action: (variables: Variables) => Promise<Result>,
  { success, invalidate }: AdminActionOptions<Result>,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    // Only the variables: TanStack passes its own context as a second argument, which no API call should get.
    mutationFn: (variables: Variables) => action(variables),
    onSuccess: async (result) => {
      toast.success(typeof success === "function" ? success(result) : success);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  return {
    pending: mutation.isPending,
    submit: (variables: Variables) => mutation.mutateAsync(variables),
    run: (variables: Variables) => mutation.mutate(variables, { onError: (error) => toast.error(errorMessage(error)) }),
  };
}
