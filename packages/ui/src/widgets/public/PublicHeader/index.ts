export { PublicHeader, type PublicHeaderProps, type PublicNavLink } from "./PublicHeader";
