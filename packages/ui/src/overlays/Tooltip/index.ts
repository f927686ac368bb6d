export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./Tooltip";
