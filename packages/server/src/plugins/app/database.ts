import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ServerConfig } from "../../config";
import type { Database, Db } from "../../db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: ServerConfig;
  }
}

/** Decorates the instance with the database and configuration; the caller owns their lifetimes. */
export default fp<{ database: Database; config: ServerConfig }>(async function database(app, options) {
  app.decorate("database", options.database);
  app.decorate("db", options.database.db);
  app.decorate("config", options.config);
}) as (app: FastifyInstance, options: { database: Database; config: ServerConfig }) => Promise<void>;
