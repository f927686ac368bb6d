export { Hero, type HeroProps, MARKETING_CLAIMS, type MarketingClaim } from "./Hero";
