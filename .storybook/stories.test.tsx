import type { StoriesModule } from "./storyTests";
import { testStories } from "./storyTests";

// Every story outside the widgets (foundations, primitives, forms, overlays, navigation, the app's own stories).
testStories(
  import.meta.glob<StoriesModule>(["../packages/*/src/**/*.stories.tsx", "!../packages/ui/src/widgets/**"], {
    eager: true,
  }),
);
