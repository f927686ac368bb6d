export {
  ChildPanelList,
  type ChildPanelListProps,
  NO_CHILD_PANELS,
  type PanelAccessState,
} from "./ChildPanelList";
