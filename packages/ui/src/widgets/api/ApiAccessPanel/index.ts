export {
  API_KEY_REGENERATE_WARNING,
  API_KEY_SHOWN_ONCE_WARNING,
  ApiAccessPanel,
  type ApiAccessPanelProps,
} from "./ApiAccessPanel";
