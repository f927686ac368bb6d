import { Outlet, useLocation, useNavigation } from "react-router";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { RouteSkeleton } from "./RouteSkeleton";

/**
 * A layout's page slot: a skeleton while the next page's code and first data load, and an error boundary with
 * retry around the page so a failing page never takes the layout (header, sidebar, sign-out) down with it.
 */
export function PageOutlet() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Only a move to another path shows the skeleton; a search-param change keeps the page on screen.
  const leaving = navigation.state === "loading" && navigation.location.pathname !== pathname;
  return <RouteErrorBoundary>{leaving ? <RouteSkeleton /> : <Outlet />}</RouteErrorBoundary>;
}
