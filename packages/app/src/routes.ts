import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { LEGAL_PAGES } from "@smm/domain";

/**
 * The spec's route table (§2): one entry per page, each module its own chunk. Layouts: the public header and footer
 * on `/` and `/signup` only, the brand link on the other public pages, the customer shell (with its guard) on
 * `/dashboard/*`, the admin shell (with its guard) on the admin area. Every page is rendered by the server for the panel its host
 * names (packages/server/src/plugins/app/spa.ts).
 */
export default [
  layout("layouts/PublicLayout.tsx", [index("routes/public/Landing.tsx"), route("signup", "routes/public/SignUp.tsx")]),
  layout("layouts/PlainLayout.tsx", [
    route("forgot-password", "routes/public/ForgotPassword.tsx"),
    route("reset-password", "routes/public/ResetPassword.tsx"),
    route("services", "routes/public/PublicServices.tsx"),
    route("api", "routes/public/PublicApiDocs.tsx"),
    // The operator's legal pages (Settings → Storefront): one module, one route each.
    ...LEGAL_PAGES.map((page) => route(page, "routes/public/LegalPage.tsx", { id: `legal/${page}` })),
  ]),
  route("dashboard", "layouts/CustomerLayout.tsx", [
    index("routes/dashboard/NewOrder.tsx"),
    route("updates", "routes/dashboard/Updates.tsx"),
    route("add-funds", "routes/dashboard/AddFunds.tsx"),
    route("orders", "routes/dashboard/Orders.tsx"),
    route("mass-order", "routes/dashboard/MassOrder.tsx"),
    route("child-panel", "routes/dashboard/ChildPanel.tsx"),
    route("affiliate", "routes/dashboard/Affiliate.tsx"),
    route("services", "routes/dashboard/Services.tsx"),
    route("support", "routes/dashboard/Support.tsx"),
    route("api", "routes/dashboard/ApiAccess.tsx"),
  ]),
  ...prefix("admin", [
    route("login", "admin/screens/Login.tsx"),
    route("forgot-password", "admin/screens/ForgotPassword.tsx"),
    route("reset-password", "admin/screens/ResetPassword.tsx"),
    layout("admin/components/AdminLayout.tsx", [
      index("admin/screens/Dashboard.tsx"),
      route("dashboard", "admin/screens/Dashboard.tsx", { id: "admin/dashboard" }),
      route("reports", "admin/screens/Reports.tsx"),
      route("analytics", "admin/screens/Analytics.ts"),
      route("add-services", "admin/screens/ServiceEditor.tsx"),
      route("services/:id", "admin/screens/ServiceEditor.tsx", { id: "admin/services/edit" }),
      route("show-services", "admin/screens/Services.tsx"),
      route("add-category", "admin/screens/AddCategory.tsx"),
      route("show-categories", "admin/screens/Categories.tsx"),
      route("add-provider", "admin/screens/AddProvider.tsx"),
      route("api-providers", "admin/screens/Providers.tsx"),
      route("orders", "admin/screens/Orders.tsx"),
      route("orders/:id", "admin/screens/OrderDetail.tsx"),
      route("requests", "admin/screens/Requests.tsx"),
      route("attention", "admin/screens/Attention.tsx"),
      route("deposits", "admin/screens/Deposits.tsx"),
      route("users", "admin/screens/Users.tsx"),
      route("users/:id", "admin/screens/UserDetail.tsx"),
      route("support", "admin/screens/Support.tsx"),
      route("child-panels", "admin/screens/ChildPanels.tsx"),
      route("send-mail", "admin/screens/SendMail.tsx"),
      route("system-logs", "admin/screens/SystemLogs.tsx"),
      route("settings", "admin/screens/Settings.tsx"),
      route("profile", "admin/screens/Profile.tsx"),
      route("staff", "admin/screens/Staff.tsx"),
      route("*", "admin/screens/NotFound.tsx"),
    ]),
  ]),
  route("*", "routes/NotFound.tsx"),
] satisfies RouteConfig;
