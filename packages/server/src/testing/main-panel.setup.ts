import { MAIN_PANEL_ID, setPanelOutsideScopes } from "../db/panel-context";

// The server's tests read and write the database directly, outside any request or job: as the main panel, the one
// every test app serves unless a test names another (a server keeps no panel outside a scope).
setPanelOutsideScopes(MAIN_PANEL_ID);
