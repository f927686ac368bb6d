import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { ServerConfig } from "./config";
import type { Database } from "./db/client";
import { installErrorHandler } from "./errors";
import jobs from "./jobs/plugin";
import adminServices from "./plugins/app/admin";
import auth from "./plugins/app/auth";
import database from "./plugins/app/database";
import panel from "./plugins/app/panel";
import services from "./plugins/app/services";
import spa from "./plugins/app/spa";
import storableInput from "./plugins/app/storable-input";
import externalPlugins from "./plugins/external";
import apiRoutes from "./routes/api";
import type { MailTransport } from "./services/mail/transport";

export interface AppOptions {
  database: Database;
  config: ServerConfig;
  logger?: FastifyServerOptions["logger"];
  /** Where mails with a password link go when SMTP_URL is unset: the server log unless given (tests read them). */
  mailLog?: MailTransport;
}

/** JSON bodies above this are refused with 413 (attachments go through multipart with their own limit). */
export const JSON_BODY_LIMIT = 256 * 1024;

/** Builds the whole HTTP application without listening, so tests can drive it with `app.inject()`. */
export async function buildApp({ database: db, config, logger = false, mailLog }: AppOptions) {
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    // X-Forwarded-For names the client only when it comes from the proxy TRUST_PROXY names; by default it is ignored
    // from everyone (even loopback: a local process could rotate it), so nobody dodges the per-address limits.
    trustProxy: config.trustProxy,
  });
  // Request parts are zod schemas, validated by zod; answers keep Fastify's own JSON-schema serializer.
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandler(app);
  await app.register(database, { database: db, config });
  await app.register(externalPlugins);
  await app.register(panel);
  await app.register(storableInput);
  await app.register(auth);
  await app.register(services);
  await app.register(adminServices, { mailLog });
  await app.register(jobs);
  await app.register(apiRoutes, { prefix: "/api" });
  // The browsable API reference: scripts and styles are files served from here (the CSP allows no inline script).
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  await app.register(spa);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
