/**
 * The operator's guide videos (Settings → Video guides): one per place that shows a guide. A place whose `video_url`
 * is empty shows no guide section at all.
 */
import { isHttpUrl } from "./links";

export const VIDEO_GUIDE_PLACES = ["landing", "add_funds"] as const;
export type VideoGuidePlace = (typeof VIDEO_GUIDE_PLACES)[number];

export interface VideoGuide {
  /** A YouTube or Vimeo page/embed address, or a video file (MP4, WebM) served over http(s); "" = no guide. */
  video_url: string;
  /** An image shown before the video plays; "" = none. */
  poster_url: string;
  /** A page or file with the video's transcript; "" = none. */
  transcript_url: string;
}

export type VideoGuides = Record<VideoGuidePlace, VideoGuide>;

export const NO_VIDEO_GUIDE: Readonly<VideoGuide> = { video_url: "", poster_url: "", transcript_url: "" };

export const DEFAULT_VIDEO_GUIDES: Readonly<VideoGuides> = { landing: NO_VIDEO_GUIDE, add_funds: NO_VIDEO_GUIDE };

/** The longest address accepted for any of a guide's links. */
export const VIDEO_URL_MAX_LENGTH = 500;

/** How a guide video plays: a click-to-load embed of a video site (privacy-friendly host), or the browser's player. */
export type VideoSource = { kind: "embed"; embedUrl: string } | { kind: "file"; src: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = url.pathname.split("/");
    id =
      first === "watch" ? url.searchParams.get("v") : first === "embed" || first === "shorts" ? (second ?? null) : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, "");
  if (host !== "vimeo.com" && host !== "player.vimeo.com") return null;
  const id = url.pathname.split("/").find((part) => /^\d+$/.test(part));
  return id ?? null;
}

/**
 * What a guide's `video_url` plays as: YouTube through youtube-nocookie.com and Vimeo with do-not-track (no cookies
 * until the visitor presses Play, and the embed loads only then), anything else as a file in a `<video>` element.
 * `null` for an address that is not http(s).
 */
export function videoSourceOf(videoUrl: string): VideoSource | null {
  const trimmed = videoUrl.trim();
  if (!isHttpUrl(trimmed)) return null;
  const url = new URL(trimmed);
  const youtube = youtubeId(url);
  if (youtube) return { kind: "embed", embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: "embed", embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` };
  return { kind: "file", src: url.toString() };
}

/** The hosts an embedded guide may load from (the server's Content-Security-Policy frame-src). */
export const VIDEO_EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

/** Whether the place has a playable guide. */
export function hasVideoGuide(guide: VideoGuide | undefined): guide is VideoGuide {
  return guide !== undefined && videoSourceOf(guide.video_url) !== null;
}
