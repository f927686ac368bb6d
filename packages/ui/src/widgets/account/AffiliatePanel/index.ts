export { AFFILIATE_TIPS, AffiliatePanel, type AffiliatePanelProps, type AffiliateTerms } from "./AffiliatePanel";
export { REFERRAL_SHARE_TEXT, type ShareLink, shareLinks } from "./shareLinks";
