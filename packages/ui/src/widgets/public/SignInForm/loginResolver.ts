import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginValues, loginSchema } from "@smm/domain";
import type { Resolver } from "react-hook-form";

/** The sign-in form's validation: the domain's login rules (imported on the form's first validation). */
export const loginResolver = zodResolver(loginSchema) as Resolver<LoginValues, unknown, LoginValues>;
