import { type VideoGuide, videoSourceOf } from "@smm/domain";
import { CirclePlay, FileText } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { cn } from "../../../lib/cn";

export type VideoPlayerProps = Omit<React.ComponentProps<"figure">, "children"> & {
  /** The operator's video: its address, and optionally a poster image and a transcript page. */
  video: VideoGuide;
  /** The video's title: names the player (and its Play button). */
  title: string;
};

/**
 * An accessible guide video. A video site (YouTube, Vimeo) plays in its privacy-friendly embed, loaded only when the
 * visitor presses Play (a poster until then: no third-party request or cookie before); any other address plays in
 * the browser's own player (`<video>` with controls, nothing downloaded before Play). A transcript link is shown
 * when given. Nothing renders for an address that is not http(s).
 */
export function VideoPlayer({ video, title, className, ...props }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const source = videoSourceOf(video.video_url);
  if (!source) return null;
  const poster = video.poster_url || undefined;
  return (
    <figure data-slot="video-player" className={cn("grid gap-2", className)} {...props}>
      <div className="relative aspect-video overflow-hidden rounded-xl border bg-muted shadow-sm">
        {source.kind === "file" ? (
          // biome-ignore lint/a11y/useMediaCaption: the operator's file has no caption track to offer; the transcript link below is the text alternative.
          <video
            controls
            preload="none"
            poster={poster}
            src={source.src}
            aria-label={title}
            className="absolute inset-0 size-full bg-black object-contain"
          >
            <a href={source.src}>Download the video: {title}</a>
          </video>
        ) : playing ? (
          <iframe
            src={source.embedUrl}
            title={title}
            className="absolute inset-0 size-full"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <>
            {poster ? <img src={poster} alt="" className="absolute inset-0 size-full object-cover" /> : null}
            <button
              type="button"
              aria-label={`Play video: ${title}`}
              onClick={() => setPlaying(true)}
              className={cn(
                "absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset",
                poster && "bg-background/60",
              )}
            >
              <CirclePlay aria-hidden="true" className="size-16 text-primary" strokeWidth={1.5} />
              <span>{title}</span>
            </button>
          </>
        )}
      </div>
      {video.transcript_url ? (
        <figcaption className="text-sm">
          <a
            href={video.transcript_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            Read the transcript
            <span className="sr-only">{` of ${title} (opens in a new tab)`}</span>
          </a>
        </figcaption>
      ) : null}
    </figure>
  );
}
