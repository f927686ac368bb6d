export * from "./AdminSessions";
