export { TopBar, type TopBarProps, TopBarTitle } from "./TopBar";
