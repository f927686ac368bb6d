export { Skeleton } from "./Skeleton";
