import { redirect } from "react-router";

/** `/admin/analytics`, the spec's old name of the reports screen. */
export const clientLoader = () => redirect("/admin/reports");
