export { BeginnerVideoGuide, type BeginnerVideoGuideProps } from "./BeginnerVideoGuide";
