export {
  LAUNCH_CHECKLIST_TITLE,
  LAUNCH_READY_TITLE,
  LaunchChecklist,
  type LaunchChecklistProps,
} from "./LaunchChecklist";
