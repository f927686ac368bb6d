import type { VideoGuide } from "@smm/domain";
import type * as React from "react";
import { VideoPlayer } from "../../common/VideoPlayer";
import { LandingSection, type LandingSectionProps } from "../shared/LandingSection";

export type BeginnerVideoGuideProps = Omit<LandingSectionProps, "title" | "children"> & {
  title?: React.ReactNode;
  /** The operator's guide video (Settings); a page without one leaves this section out. */
  video: VideoGuide;
  /** The video's own title: names the player and its Play button. */
  videoTitle?: string;
};

/** The landing page's beginner video guide: the operator's video in an accessible player (see VideoPlayer). */
export function BeginnerVideoGuide({
  title = "New here? Watch the beginner's guide",
  description = "See how to add funds, choose a service and place your first order in a few minutes.",
  eyebrow = "Video guide",
  video,
  videoTitle = "How to place your first order",
  ...props
}: BeginnerVideoGuideProps) {
  return (
    <LandingSection
      data-slot="beginner-video-guide"
      title={title}
      description={description}
      eyebrow={eyebrow}
      {...props}
    >
      <VideoPlayer video={video} title={videoTitle} className="mx-auto w-full max-w-3xl" />
    </LandingSection>
  );
}
