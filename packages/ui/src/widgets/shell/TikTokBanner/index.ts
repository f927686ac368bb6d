export { TIKTOK_BANNER_MESSAGE, TIKTOK_BANNER_TITLE, TikTokBanner, type TikTokBannerProps } from "./TikTokBanner";
