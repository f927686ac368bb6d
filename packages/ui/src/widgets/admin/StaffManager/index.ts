export { StaffManager, type StaffManagerProps } from "./StaffManager";
