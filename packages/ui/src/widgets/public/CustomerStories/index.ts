export { CustomerStories, type CustomerStoriesProps, type CustomerStory } from "./CustomerStories";
