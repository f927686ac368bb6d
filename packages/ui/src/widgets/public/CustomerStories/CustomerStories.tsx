import { Star } from "lucide-react";
import type * as React from "react";
import { Avatar, AvatarFallback, AvatarImage, initials } from "../../../display/Avatar";
import { Card, CardContent, CardFooter } from "../../../display/Card";
import { Skeleton } from "../../../display/Skeleton";
import { cn } from "../../../lib/cn";
import { LandingSection, type LandingSectionProps } from "../shared/LandingSection";

export type CustomerStory = {
  id: string;
  name: string;
  /** Who they are, e.g. "Fashion brand owner, Lagos". */
  role?: string;
  quote: string;
  /** 1 to 5 stars. */
  rating?: number;
  avatarUrl?: string;
};

export type CustomerStoriesProps = Omit<LandingSectionProps, "title" | "children"> & {
  title?: React.ReactNode;
  /** Real customers' words, from the app; the section is left out when there are none. */
  stories: readonly CustomerStory[];
  isLoading?: boolean;
};

const MAX_RATING = 5;

function Rating({ value }: { value: number }) {
  const stars = Math.max(0, Math.min(MAX_RATING, Math.round(value)));
  return (
    <p className="flex gap-0.5" role="img" aria-label={`${stars} out of ${MAX_RATING} stars`}>
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are fixed positions, never reordered.
          key={index}
          aria-hidden="true"
          className={cn("size-4", index < stars ? "fill-warning text-warning" : "text-muted-foreground")}
        />
      ))}
    </p>
  );
}

function StoryCard({ story }: { story: CustomerStory }) {
  return (
    <Card className="h-full justify-between gap-4">
      <CardContent className="grid gap-3">
        {story.rating !== undefined && <Rating value={story.rating} />}
        <blockquote className="text-pretty">“{story.quote}”</blockquote>
      </CardContent>
      <CardFooter className="gap-3">
        <Avatar size="lg">
          {story.avatarUrl && <AvatarImage src={story.avatarUrl} alt="" />}
          <AvatarFallback aria-hidden="true">{initials(story.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold">{story.name}</p>
          {story.role && <p className="truncate text-muted-foreground">{story.role}</p>}
        </div>
      </CardFooter>
    </Card>
  );
}

function StorySkeleton() {
  return (
    <Card className="h-full gap-4">
      <CardContent className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
      <CardFooter className="gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-2/3" />
        </div>
      </CardFooter>
    </Card>
  );
}

/** What customers say: quote cards with name, role and rating. Nothing is rendered when there are no stories. */
export function CustomerStories({
  title = "Trusted by creators and resellers",
  eyebrow = "Customer stories",
  description,
  stories,
  isLoading = false,
  ...props
}: CustomerStoriesProps) {
  if (!isLoading && stories.length === 0) return null;
  return (
    <LandingSection
      data-slot="customer-stories"
      aria-busy={isLoading || undefined}
      title={title}
      eyebrow={eyebrow}
      description={description}
      {...props}
    >
      {isLoading ? (
        <div className="grid gap-4 md:grid-cols-3">
          <span className="sr-only">Loading customer stories</span>
          <StorySkeleton />
          <StorySkeleton />
          <StorySkeleton />
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} />
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
