export { type App, type AppOptions, buildApp } from "./app";
export { readConfig, type ServerConfig } from "./config";
export { type Database, openPglite, openPostgres } from "./db/client";
export { DEMO_ADMIN, DEMO_CUSTOMER } from "./db/demo-catalogue";
export { prepareDatabase, startServer } from "./start";
