import { CirclePlay, Clock, Video } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { cn } from "../../../lib/cn";
import { LandingSection, type LandingSectionProps } from "../shared/LandingSection";

export type BeginnerVideoGuideProps = Omit<LandingSectionProps, "title" | "children"> & {
  title?: React.ReactNode;
  /** The video's own title: names the play button and the player frame. */
  videoTitle?: string;
  /** The player's embed address (e.g. a YouTube /embed/ URL). Without it the poster says the video is coming. */
  embedUrl?: string;
  /** Shown on the poster, e.g. "4:32". */
  duration?: string;
  /** A poster image (or any artwork) behind the play button; a plain tinted area when omitted. */
  poster?: React.ReactNode;
};

/**
 * The beginner's video guide. The player loads only when the visitor presses Play (a poster first), so the landing
 * page stays fast and no third-party player runs before it is wanted.
 */
export function BeginnerVideoGuide({
  title = "New here? Watch the beginner's guide",
  description = "See how to add funds, choose a service and place your first order in a few minutes.",
  eyebrow = "Video guide",
  videoTitle = "How to place your first order",
  embedUrl,
  duration,
  poster,
  ...props
}: BeginnerVideoGuideProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <LandingSection
      data-slot="beginner-video-guide"
      title={title}
      description={description}
      eyebrow={eyebrow}
      {...props}
    >
      <div className="mx-auto max-w-3xl">
        <div className="relative aspect-video overflow-hidden rounded-xl border bg-muted shadow-sm">
          {playing && embedUrl ? (
            <iframe
              src={embedUrl}
              title={videoTitle}
              className="absolute inset-0 size-full"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
            />
          ) : (
            <>
              {poster && (
                <div aria-hidden="true" className="absolute inset-0 [&>*]:size-full [&>img]:object-cover">
                  {poster}
                </div>
              )}
              <div
                data-slot="video-poster"
                className={cn(
                  "absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center",
                  poster && "bg-background/60",
                )}
              >
                {embedUrl ? (
                  <button
                    type="button"
                    aria-label={`Play video: ${videoTitle}`}
                    onClick={() => setPlaying(true)}
                    className="flex flex-col items-center gap-3 rounded-xl p-3 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <CirclePlay aria-hidden="true" className="size-16 text-primary" strokeWidth={1.5} />
                    <span>{videoTitle}</span>
                  </button>
                ) : (
                  <>
                    <Video aria-hidden="true" className="size-12 text-muted-foreground" strokeWidth={1.5} />
                    <p className="font-medium">{videoTitle}</p>
                    <p className="text-muted-foreground text-sm">The video guide is coming soon.</p>
                  </>
                )}
                {duration && (
                  <p className="flex items-center gap-1 text-muted-foreground text-sm">
                    <Clock aria-hidden="true" className="size-4" />
                    <span className="sr-only">Duration:</span> {duration}
                  </p>
                )}
              </div>
            </>
          )}
        </div>
      </div>
    </LandingSection>
  );
}
