import type { FastifyInstance } from "fastify";
import { categorySchema, decimal, errorResponses, serviceSchema } from "../../schemas";

const catalogueItem = {
  type: "object",
  properties: {
    id: { type: "integer" },
    platform: { type: "string" },
    title: { type: "string" },
    features: { type: "array", items: { type: "string" } },
    price: decimal,
    minOrder: { type: "integer" },
    maxOrder: { type: "integer" },
    deliveryTime: { type: "string" },
    isNew: { type: "boolean" },
    isRecommended: { type: "boolean" },
    createdAt: { type: "string" },
    orderCount: { type: "integer" },
  },
} as const;

/** Public: the order form's pickers and the /services catalogue need no sign-in. */
export default async function catalogueRoutes(app: FastifyInstance) {
  app.get(
    "/categories",
    {
      schema: {
        summary: "Service categories",
        response: { 200: { type: "object", properties: { data: { type: "array", items: categorySchema } } } },
      },
    },
    async () => ({ data: await app.catalogue.categories() }),
  );

  app.get<{ Querystring: { category_id?: number } }>(
    "/services",
    {
      schema: {
        summary: "Services, optionally of one category",
        querystring: {
          type: "object",
          properties: { category_id: { type: "integer", minimum: 1, maximum: 2147483647 } },
        },
        response: {
          200: { type: "object", properties: { data: { type: "array", items: serviceSchema } } },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await app.catalogue.services(request.query.category_id) }),
  );

  app.get(
    "/catalogue",
    {
      schema: {
        summary: "The services catalogue: platforms and every service with flags, features and popularity",
        response: {
          200: {
            type: "object",
            properties: {
              platforms: {
                type: "array",
                items: {
                  type: "object",
                  properties: { id: { type: "string" }, name: { type: "string" }, icon: { type: "string" } },
                },
              },
              services: { type: "array", items: catalogueItem },
            },
          },
        },
      },
    },
    async () => {
      const [platforms, services] = await Promise.all([app.catalogue.platforms(), app.catalogue.catalogue()]);
      return { platforms, services };
    },
  );
}
