import type { AdminChildPanel, AdminChildPanelQuery, AdminChildPanelStatusResult, ChildPanelStatus } from "@smm/domain";
import { and, eq, ilike, inArray, or } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db, Queryable } from "../../db/client";
import { MAIN_PANEL_ID } from "../../db/panel-context";
import { childPanels, users } from "../../db/schema";
import { HttpError, notFound } from "../../errors";
import { refuseOnChildPanel, toChildPanel } from "../child-panels";
import { credit } from "../ledger";
import { notify } from "../notifications";
import { queueActivation, setPanelStatus } from "../panels/activation";
import type { HostRegistry } from "../panels/hosts";
import { childPanelVolumes, runningPanelsOf } from "../panels/running";
import type { SettingsService } from "../settings";
import { likePattern, orderOf, pagedList, pagingOf, rowNumberOver, searchedId } from "./paging";
import { type AuditContext, audit } from "./system-log";

type Row = typeof childPanels.$inferSelect;

/** pending → active → suspended/cancelled; a suspended panel can be re-activated or cancelled. */
const TRANSITIONS: Record<ChildPanelStatus, ChildPanelStatus[]> = {
  pending: ["active", "cancelled"],
  active: ["suspended", "cancelled"],
  suspended: ["active", "cancelled"],
  cancelled: [],
};

const SORTS = { id: childPanels.id, created_at: childPanels.createdAt, domain: childPanels.domain };

/**
 * Child panel requests for the operator. Refund rule: cancelling a panel that was never activated gives back
 * the month it was charged; an active or suspended panel has used its month, so cancelling it refunds nothing.
 */
export class AdminChildPanelService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly hosts: HostRegistry,
  ) {}

  /** The orders as the operator sees them, with their running panels' state and volume. */
  private async toAdmin(db: Queryable, rows: readonly { panel: Row; username: string }[]): Promise<AdminChildPanel[]> {
    const { child_panel } = await this.settings.all(db);
    const ids = rows.map(({ panel }) => panel.id);
    const [running, volumes] = await Promise.all([runningPanelsOf(db, ids), childPanelVolumes(db, ids)]);
    return rows.map(({ panel, username }) => ({
      ...toChildPanel(panel, child_panel.nameservers, running.get(panel.id) ?? null),
      userId: panel.userId,
      username,
      volume: volumes.get(panel.id) ?? null,
    }));
  }

  async list(query: AdminChildPanelQuery) {
    const paging = pagingOf(query);
    const search = query.search?.trim();
    const id = search ? searchedId(search) : undefined;
    const where = and(
      query.status ? eq(childPanels.status, query.status) : undefined,
      search
        ? or(
            id !== undefined ? eq(childPanels.id, id) : undefined,
            ilike(childPanels.domain, likePattern(search)),
            ilike(users.username, likePattern(search)),
          )
        : undefined,
    );
    const order = orderOf(SORTS, query, childPanels.id, "id");
    const withOwner = <Q extends PgSelect>(base: Q) => base.innerJoin(users, eq(users.id, childPanels.userId));
    return pagedList(this.db, paging, {
      numbered: (limit) =>
        withOwner(
          this.db
            .select({ id: childPanels.id, n: rowNumberOver(order) })
            .from(childPanels)
            .$dynamic(),
        )
          .where(where)
          .orderBy(...order)
          .limit(limit),
      all: () => withOwner(this.db.select({ id: childPanels.id }).from(childPanels).$dynamic()).where(where),
      rows: async (ids) => {
        const rows = await withOwner(
          this.db.select({ panel: childPanels, username: users.username }).from(childPanels).$dynamic(),
        ).where(inArray(childPanels.id, ids));
        return this.toAdmin(this.db, rows);
      },
      keyOf: (panel) => panel.id,
    });
  }

  /**
   * Moves an order on. Activating checks its domain with the registry of host names again (panels/hosts.ts): it may
   * have been ordered before a rule, or meanwhile be another panel's or a reserved name; then nothing changes.
   */
  async setStatus(context: AuditContext, id: number, next: ChildPanelStatus): Promise<AdminChildPanelStatusResult> {
    refuseOnChildPanel();
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ panel: childPanels, username: users.username })
        .from(childPanels)
        .innerJoin(users, eq(users.id, childPanels.userId))
        .where(eq(childPanels.id, id))
        .limit(1)
        .for("update");
      if (!current) throw notFound("Child panel not found");
      const { panel } = current;
      if (!TRANSITIONS[panel.status].includes(next)) {
        throw new HttpError(422, `A ${panel.status} panel cannot become ${next}.`);
      }
      if (next === "active") {
        const { reserved_hosts } = await this.settings.all(tx);
        const own = { parentId: MAIN_PANEL_ID, orderId: id };
        const refusal = await this.hosts.refusal(tx, panel.domain, reserved_hosts, own);
        if (refusal) throw new HttpError(422, `${panel.domain} cannot be activated. ${refusal}`);
      }
      const [updated] = await tx
        .update(childPanels)
        .set({ status: next })
        .where(and(eq(childPanels.id, id), eq(childPanels.status, panel.status)))
        .returning();
      if (!updated) throw new HttpError(409, "The panel changed meanwhile. Please retry.");
      const refunded = next === "cancelled" && panel.status === "pending" ? panel.pricePerMonth : "0.00";
      if (refunded !== "0.00") {
        await credit(tx, refunded, {
          userId: panel.userId,
          kind: "refund",
          method: "Child panel refund",
          reference: `child-panel:${id}`,
        });
      }
      // The running panel follows: made (or opened again) by the job queue, closed at once.
      if (next === "active") await queueActivation(tx, id);
      else if (next !== "pending") await setPanelStatus(tx, id, next);
      await notify(tx, panel.userId, "child_panel", `Your child panel ${panel.domain} is now ${next}.`);
      await audit(tx, context, "child_panel.status", `child-panel:${id}`, {
        before: { status: panel.status },
        after: { status: next, refunded },
      });
      const [shown] = await this.toAdmin(tx, [{ panel: updated, username: current.username }]);
      if (!shown) throw new Error(`child panel ${id} was not read back`);
      return { ...shown, refunded };
    });
  }
}
