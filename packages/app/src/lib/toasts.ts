// The toasts for code that imports them on demand (sign-in, an expired session): one small chunk, not @smm/ui's index.
export { Toaster, toast } from "@smm/ui";
