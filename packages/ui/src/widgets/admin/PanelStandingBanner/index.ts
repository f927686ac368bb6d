export { PanelStandingBanner, type PanelStandingBannerProps } from "./PanelStandingBanner";
