export { Steps, type StepsProps, stepsTitle } from "./Steps";
