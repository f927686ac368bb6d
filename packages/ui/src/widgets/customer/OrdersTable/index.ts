export {
  ALL_SERVICES,
  DEFAULT_ORDERS_QUERY,
  filterOrders,
  type OrderServiceOption,
  type OrdersQuery,
  serviceOptionsFrom,
} from "./filterOrders";
export type { OrderRequestKind } from "./OrderRequestActions";
export { ORDERS_PAGE_SIZE, OrdersTable, type OrdersTableProps } from "./OrdersTable";
