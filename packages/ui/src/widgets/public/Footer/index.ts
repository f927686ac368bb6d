export { Footer, type FooterProps } from "./Footer";
export { type FooterLink, FooterLinks, type FooterLinksProps } from "./FooterLinks";
