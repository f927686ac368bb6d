import type { RenderLink } from "@smm/ui";
import { Link } from "react-router";

/** Lets @smm/ui's navigation widgets draw react-router links (ui itself knows no router). */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
