import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver for a shared zod schema that is loaded the first
 * time the form validates (or when `preload` is called, on first focus): zod
 * stays out of a form screen's first load (docs/product/README.md, Speed and size) and the form
 * still checks with exactly the schema the API uses. The resolver's own code
 * comes with the schema, so it is not part of the first load either.
 */
export function lazyZodResolver<Values extends FieldValues, Parsed>(
  load: () => Promise<z.ZodType>,
  /**
   * The body the form sends, made from its fields, when they differ (a rate typed as text, a facility left out
   * for several sites): the schema checks that body, and its messages go under the fields of the same names.
   */
  toBody?: (values: Values) => FieldValues,
) {
  let pending: Promise<Resolver<Values, unknown, Parsed>> | undefined;
  const preload = () =>
    (pending ??= Promise.all([load(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Values, unknown, Parsed>,
      (error: unknown) => {
        // Not kept: a load that failed offline is tried again on the next submit, once the network is back.
        pending = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Values, unknown, Parsed> = async (values, context, options) =>
    (await preload())(toBody ? (toBody(values) as Values) : values, context, options);
  return { resolver, preload };
}
