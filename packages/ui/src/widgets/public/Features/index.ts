export { DEFAULT_FEATURES, type Feature, Features, type FeaturesProps } from "./Features";
