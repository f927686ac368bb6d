export { Separator } from "./Separator";
