import type { StoriesModule } from "./storyTests";
import { testStories } from "./storyTests";

// The widgets' stories: about half of all stories, so this file and stories.test.tsx take about as long.
testStories(import.meta.glob<StoriesModule>("../packages/ui/src/widgets/**/*.stories.tsx", { eager: true }));
