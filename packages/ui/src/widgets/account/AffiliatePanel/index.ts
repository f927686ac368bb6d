export { AFFILIATE_TIPS, AffiliatePanel, type AffiliatePanelProps } from "./AffiliatePanel";
export { REFERRAL_SHARE_TEXT, type ShareLink, shareLinks } from "./shareLinks";
