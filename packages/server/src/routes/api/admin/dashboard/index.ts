import type { FastifyInstance } from "fastify";
import { dashboardFigures } from "../../../../services/admin/dashboard";
import { errorResponses } from "../../../schemas";

const decimal = { type: "string" } as const;
const int = { type: "integer" } as const;

const dashboardSchema = {
  type: "object",
  properties: {
    currency: { type: "string" },
    totalUsers: int,
    totalBalance: decimal,
    totalOrders: int,
    fundsCollected: decimal,
    fundsCollectedThisMonth: decimal,
    fundsCollectedLastMonth: decimal,
    fundsCollectedTrend: { anyOf: [decimal, { type: "null" }] },
    todaysProfit: decimal,
    todaysOrders: int,
    newUsersToday: int,
    last30Days: {
      type: "object",
      properties: {
        revenue: decimal,
        orders: int,
        newUsers: int,
        avgOrderValue: decimal,
        series: {
          type: "array",
          items: {
            type: "object",
            properties: { date: { type: "string" }, revenue: decimal, orders: int, newUsers: int },
            required: ["date", "revenue", "orders", "newUsers"],
          },
        },
      },
      required: ["revenue", "orders", "newUsers", "avgOrderValue", "series"],
    },
  },
  required: ["currency", "totalUsers", "totalBalance", "totalOrders", "fundsCollected", "last30Days"],
} as const;

export default async function dashboardRoutes(app: FastifyInstance) {
  app.get(
    "/admin/dashboard",
    {
      schema: {
        summary: "Admin dashboard figures, computed from the database (the reporting currency, UTC days)",
        response: { 200: dashboardSchema, ...errorResponses },
      },
    },
    async () => dashboardFigures(app.db),
  );
}
