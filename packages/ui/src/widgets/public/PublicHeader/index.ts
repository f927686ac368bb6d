export { PUBLIC_NAV_LINKS, PublicHeader, type PublicHeaderProps } from "./PublicHeader";
