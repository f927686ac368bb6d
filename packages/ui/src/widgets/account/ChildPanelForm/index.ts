export { CHILD_PANEL_SUCCESS, ChildPanelForm, type ChildPanelFormProps } from "./ChildPanelForm";
