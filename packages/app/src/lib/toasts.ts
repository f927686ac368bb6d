// Its own module so the pages that first load without toasts (the landing) can load them as a separate chunk.
export { Toaster, toast } from "@smm/ui";
