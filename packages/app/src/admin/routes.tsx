import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { RouteSkeleton } from "../components/RouteSkeleton";
import { AdminLayout } from "./components/AdminLayout";

/** A screen module exports `Component`, like the app's other route modules. */
function screen(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

// Each screen is its own chunk: the login page loads none of the admin screens.
const Login = screen(() => import("./screens/Login"));
const ForgotPassword = screen(() => import("./screens/ForgotPassword"));
const ResetPassword = screen(() => import("./screens/ResetPassword"));
const Dashboard = screen(() => import("./screens/Dashboard"));
const Reports = screen(() => import("./screens/Reports"));
const Services = screen(() => import("./screens/Services"));
const ServiceEditor = screen(() => import("./screens/ServiceEditor"));
const Categories = screen(() => import("./screens/Categories"));
const AddCategory = screen(() => import("./screens/AddCategory"));
const Providers = screen(() => import("./screens/Providers"));
const AddProvider = screen(() => import("./screens/AddProvider"));
const Orders = screen(() => import("./screens/Orders"));
const OrderDetail = screen(() => import("./screens/OrderDetail"));
const Requests = screen(() => import("./screens/Requests"));
const Deposits = screen(() => import("./screens/Deposits"));
const Users = screen(() => import("./screens/Users"));
const UserDetail = screen(() => import("./screens/UserDetail"));
const Support = screen(() => import("./screens/Support"));
const ChildPanels = screen(() => import("./screens/ChildPanels"));
const SendMail = screen(() => import("./screens/SendMail"));
const SystemLogs = screen(() => import("./screens/SystemLogs"));
const Settings = screen(() => import("./screens/Settings"));
const Profile = screen(() => import("./screens/Profile"));
const NotFound = screen(() => import("./screens/NotFound"));

/** Pages outside the shell (sign-in, password reset) load with a full-screen skeleton and their own retry. */
function Standalone({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteSkeleton fullScreen />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** The admin area, mounted by the app router at `/admin/*`. */
export function Component() {
  return (
    <Routes>
      <Route
        path="login"
        element={
          <Standalone>
            <Login />
          </Standalone>
        }
      />
      <Route
        path="forgot-password"
        element={
          <Standalone>
            <ForgotPassword />
          </Standalone>
        }
      />
      <Route
        path="reset-password"
        element={
          <Standalone>
            <ResetPassword />
          </Standalone>
        }
      />
      <Route element={<AdminLayout />}>
        <Route index element={<Dashboard />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="reports" element={<Reports />} />
        <Route path="analytics" element={<Navigate to="/admin/reports" replace />} />
        <Route path="add-services" element={<ServiceEditor />} />
        <Route path="show-services" element={<Services />} />
        <Route path="services/:id" element={<ServiceEditor />} />
        <Route path="add-category" element={<AddCategory />} />
        <Route path="show-categories" element={<Categories />} />
        <Route path="add-provider" element={<AddProvider />} />
        <Route path="api-providers" element={<Providers />} />
        <Route path="orders" element={<Orders />} />
        <Route path="orders/:id" element={<OrderDetail />} />
        <Route path="requests" element={<Requests />} />
        <Route path="deposits" element={<Deposits />} />
        <Route path="users" element={<Users />} />
        <Route path="users/:id" element={<UserDetail />} />
        <Route path="support" element={<Support />} />
        <Route path="child-panels" element={<ChildPanels />} />
        <Route path="send-mail" element={<SendMail />} />
        <Route path="system-logs" element={<SystemLogs />} />
        <Route path="settings" element={<Settings />} />
        <Route path="profile" element={<Profile />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
