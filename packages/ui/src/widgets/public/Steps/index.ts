export { DEFAULT_STEPS, type Step, Steps, type StepsProps } from "./Steps";
