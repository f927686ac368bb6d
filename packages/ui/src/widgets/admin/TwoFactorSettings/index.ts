export { TwoFactorSettings, type TwoFactorSettingsProps } from "./TwoFactorSettings";
