export { CustomerShell, type CustomerShellProps } from "./CustomerShell";
