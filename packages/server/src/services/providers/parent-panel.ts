import { PARENT_PANEL_URL, RESELLER_API_ERRORS } from "@smm/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { currentPanelId, withPanel } from "../../db/panel-context";
import { panels } from "../../db/schema";
import { ResellerApiError, ResellerApiService } from "../reseller-api";
import { type InProcessApi, ProviderClient, type ProviderClientOptions, ProviderError } from "./client";

/**
 * API v2 of the running panel's parent panel (PARENT_PANEL_URL), in-process. The parent is this same server, which
 * its SSRF guard rightly refuses to call over HTTP (loopback), so the call runs here instead. No HTTP client fetches
 * that scheme, and an operator cannot enter it (provider URLs are http or https only): only the activation
 * (services/panels/provision.ts) writes it. In-process: the same ResellerApiService the HTTP route runs, as the
 * parent panel (its row-level security, its prices for the key's customer, its ledger), with the key the activation
 * created for the child on the parent.
 */
export class ParentPanelApi implements InProcessApi {
  private readonly api: ResellerApiService;

  constructor(private readonly db: Db) {
    this.api = new ResellerApiService(db);
  }

  async call(key: string, action: string, params: Record<string, string>, idempotencyKey?: string): Promise<unknown> {
    const parentId = await this.parentOfCurrentPanel();
    try {
      const answer = await withPanel(parentId, () => this.api.handle({ ...params, key, action }, idempotencyKey));
      // What the HTTP route would send: plain JSON (dates as text), never objects shared with the parent's code.
      return JSON.parse(JSON.stringify(answer)) as unknown;
    } catch (error) {
      // As the HTTP route answers them: its own words, or "Incorrect request" for any other refusal.
      if (error instanceof ResellerApiError) throw new ProviderError("rejected", error.message);
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== undefined && status < 500)
        throw new ProviderError("rejected", RESELLER_API_ERRORS.incorrectRequest);
      throw new ProviderError("unreachable", "The parent panel could not answer");
    }
  }

  private async parentOfCurrentPanel(): Promise<number> {
    const panelId = currentPanelId();
    const [row] =
      panelId === undefined
        ? []
        : await this.db.select({ parentId: panels.parentId }).from(panels).where(eq(panels.id, panelId));
    if (row?.parentId == null) throw new ProviderError("unreachable", "This panel has no parent panel");
    return row.parentId;
  }
}

/** The provider client of a child panel's parent: ProviderClient's reading of the answers, over ParentPanelApi. */
export class ParentPanelClient extends ProviderClient {
  private readonly parent: InProcessApi | undefined;

  constructor(key: string, options: ProviderClientOptions) {
    super(PARENT_PANEL_URL, key, options);
    this.parent = options.parentPanel;
  }

  override async call(action: string, params: Record<string, string> = {}, idempotencyKey?: string) {
    if (!this.parent) throw new ProviderError("unreachable", "The parent panel is not reachable from here");
    return this.parent.call(this.key, action, params, idempotencyKey);
  }
}
