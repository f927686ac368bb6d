/** Chosen wording of the shared message; the spec names the share buttons, not their text. */
export const REFERRAL_SHARE_TEXT = "Grow your social media with cheap, instant followers, likes and views. Join here:";

export type ShareLink = { network: string; href: string };

/** The social networks' own share URLs for the referral link, in the order the buttons show. */
export function shareLinks(url: string, text: string = REFERRAL_SHARE_TEXT): ShareLink[] {
  const link = encodeURIComponent(url);
  const message = encodeURIComponent(text);
  return [
    { network: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { network: "X (Twitter)", href: `https://twitter.com/intent/tweet?url=${link}&text=${message}` },
    { network: "Telegram", href: `https://t.me/share/url?url=${link}&text=${message}` },
  ];
}
