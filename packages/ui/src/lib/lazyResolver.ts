import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver that imports its validation (the domain schema, and with it zod, ~23 kB gzip) at the
 * form's first validation instead of with the page: a page that shows a form loads no validator until the customer
 * submits it. `load` is a dynamic `import()` (so the bundler splits it off) returning the resolver to use for each
 * validation; it runs once.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<() => Resolver<Input, unknown, Output>>,
): Resolver<Input, unknown, Output> {
  let loading: ReturnType<typeof load> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    const resolverNow = await loading;
    return resolverNow()(values, context, options);
  };
}
