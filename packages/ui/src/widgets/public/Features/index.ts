export { Features, type FeaturesProps } from "./Features";
