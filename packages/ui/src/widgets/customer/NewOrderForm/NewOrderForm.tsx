import {
  type Category,
  type CustomerDashboardStats,
  EMPTY_STATES,
  orderedServiceOf,
  orderTotal,
  priceUnitLabel,
  type Service,
} from "@smm/domain";
import { ShoppingCart, User, Wallet } from "lucide-react";
import type * as React from "react";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { Card, CardContent } from "../../../display/Card";
import { StatCard } from "../../../display/StatCard";
import { Combobox } from "../../../forms/Combobox";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { SearchInput } from "../../../forms/SearchInput";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../forms/Select";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import {
  useCustomerPricing,
  useFormatCharge,
  useFormatMoney,
  useFormatServicePrice,
} from "../../common/Money/MoneyDisplay";
import { formatCount } from "../../shared/formatCount";
import { OrderTypeFields } from "./OrderTypeFields";
import {
  EMPTY_ORDER_INPUT,
  givenFields,
  type NewOrderInput,
  type NewOrderRequest,
  newOrderResolver,
} from "./orderInput";
import { servicesToPick } from "./servicesToPick";

/** A service's price as the customer pays it, with its unit: "₦500.00 per 1000", "₦2,500.00 per package". */
const servicePrice = (service: Service, formatPrice: ReturnType<typeof useFormatServicePrice>) =>
  `${formatPrice({ id: service.id, unitPrice: service.price })} ${priceUnitLabel(service.type)}`;

/** How a service reads in the picker: "1 - Instagram Followers [Real] - ₦500.00 per 1000" (the customer's price). */
const serviceLabel = (service: Service, formatPrice: ReturnType<typeof useFormatServicePrice>) =>
  `${service.id} - ${service.service_title} - ${servicePrice(service, formatPrice)}`;

export type NewOrderFormProps = Omit<React.ComponentProps<"div">, "onSubmit" | "children"> & {
  /** Places the order (the service and its type's fields); they clear when it resolves, its message shows when it rejects. */
  onSubmit: (values: NewOrderRequest) => Promise<void>;
  stats: CustomerDashboardStats;
  statsLoading?: boolean;
  /** The categories in the picker's order; the first is chosen until the customer picks another. */
  categories: readonly Category[];
  /**
   * The services known so far (all of them, or those of the chosen category): filtered by `category_id` here. The
   * search box searches these, so while it has text they should be every service (see `onSearchStart`).
   */
  services: readonly Service[];
  /** Called when the chosen category changes (including the first one), for an app that loads services per category. */
  onCategoryChange?: (categoryId: number) => void;
  /** Called when the customer first types in the search box, for an app that must now load every service. */
  onSearchStart?: () => void;
  servicesLoading?: boolean;
  /** The chosen service's delivery estimate; the server's service has no delivery field yet. */
  estimatedDelivery?: (service: Service) => string | undefined;
  /** A load failure (categories or services) to show above the form. */
  error?: string | null;
};

/**
 * New Order: stat cards, service search (across every category), category and service pickers, the chosen type's
 * fields (OrderTypeFields), delivery, live total cost. Prices and the total are the viewer's (MoneyDisplayProvider's
 * pricing and currency), computed with the domain's charge rule (`orderTotal`, `priceOrder`), what the server charges.
 */
export function NewOrderForm({
  onSubmit,
  stats,
  statsLoading = false,
  categories,
  services,
  onCategoryChange,
  onSearchStart,
  servicesLoading = false,
  estimatedDelivery,
  error = null,
  className,
  ...props
}: NewOrderFormProps) {
  const formatMoney = useFormatMoney();
  const formatCharge = useFormatCharge();
  const formatPrice = useFormatServicePrice();
  const pricing = useCustomerPricing();
  const [chosenCategoryId, setChosenCategoryId] = useState<number | null>(null);
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const searching = deferredSearch.trim() !== "";
  const [submitError, setSubmitError] = useState<string | null>(null);
  const categoryId = chosenCategoryId ?? categories[0]?.id ?? null;
  const options = useMemo(
    () => servicesToPick(services, categoryId, deferredSearch),
    [services, categoryId, deferredSearch],
  );

  // Validation reads the service chosen and the pricing at the moment it runs (both change while the form lives).
  const current = useRef<{ service: Service | undefined; pricing: typeof pricing }>({ service: undefined, pricing });
  const [resolver] = useState(() => newOrderResolver(() => current.current));
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<NewOrderInput, unknown, NewOrderRequest>({
    resolver,
    // Services known at mount start preselected here, not in the effect below: one render less on a page's first load.
    defaultValues: { service_id: options[0] ? String(options[0].id) : "", ...EMPTY_ORDER_INPUT },
  });
  const input = watch();
  const serviceId = input.service_id;
  const service = options.find((option) => String(option.id) === serviceId);
  current.current = { service, pricing };
  // A search result belongs to a category of its own: the picker names it.
  const shownCategoryId = searching && service ? service.category_id : categoryId;
  const notifySearch = useRef(onSearchStart);
  notifySearch.current = onSearchStart;
  const searched = search.trim() !== "";
  useEffect(() => {
    if (searched) notifySearch.current?.();
  }, [searched]);

  // Tell the app which category to load: the preselected first one, then each one the customer picks.
  const notifyCategory = useRef(onCategoryChange);
  notifyCategory.current = onCategoryChange;
  useEffect(() => {
    if (categoryId !== null) notifyCategory.current?.(categoryId);
  }, [categoryId]);

  // The first service is preselected whenever the list no longer holds the chosen one (a new category or search);
  // not while services load, so a service chosen from the search results stays chosen until its category is here.
  useEffect(() => {
    if (!servicesLoading && !options.some((option) => String(option.id) === serviceId)) {
      setValue("service_id", options[0] ? String(options[0].id) : "");
    }
  }, [options, serviceId, servicesLoading, setValue]);

  const cost = service ? orderTotal(orderedServiceOf(service), givenFields(service, input), pricing) : "0.00";
  const delivery = service ? (estimatedDelivery?.(service) ?? "Not specified") : "—";

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onSubmit(values);
      // The order is placed: its fields clear, the service stays chosen for the next one.
      reset({ ...EMPTY_ORDER_INPUT, service_id: getValues("service_id") });
    } catch (rejection) {
      setSubmitError(errorMessage(rejection));
    }
  });

  return (
    <div data-slot="new-order-form" className={cn("flex flex-col gap-6", className)} {...props}>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Username" value={stats.username} icon={<User />} loading={statsLoading} />
        <StatCard label="Balance" value={formatMoney(stats.balance)} icon={<Wallet />} loading={statsLoading} />
        <StatCard
          label="Total Orders"
          value={formatCount(stats.totalOrders)}
          icon={<ShoppingCart />}
          loading={statsLoading}
        />
      </div>

      {error ? (
        <Alert variant="danger">
          <AlertTitle>Could not load services</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}

      <Card>
        <CardContent>
          <form aria-label="New order" noValidate onSubmit={submit} className="grid gap-5">
            <SearchInput
              aria-label="Search services"
              placeholder="Search services..."
              value={search}
              onValueChange={setSearch}
            />
            <Field label="Category">
              <Select
                value={shownCategoryId === null ? "" : String(shownCategoryId)}
                onValueChange={(value) => {
                  setChosenCategoryId(Number(value));
                  setSearch("");
                }}
                disabled={categories.length === 0}
              >
                <SelectTrigger>
                  <SelectValue placeholder={categories.length === 0 ? "No categories" : "Choose a category"}>
                    {categories.find((category) => category.id === shownCategoryId)?.category_title}
                  </SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {categories.map((category) => (
                    <SelectItem key={category.id} value={String(category.id)}>
                      {category.category_title}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
            <Field label="Service" error={errors.service_id?.message}>
              <Combobox
                items={options}
                itemToString={(option) => serviceLabel(option, formatPrice)}
                itemToKey={(option) => option.id}
                value={service ?? null}
                onValueChange={(picked) => {
                  if (!picked) return;
                  // A search result is chosen: its category becomes the chosen one and the search is done.
                  if (searching) {
                    setChosenCategoryId(picked.category_id);
                    setSearch("");
                  }
                  setValue("service_id", String(picked.id), { shouldValidate: errors.service_id !== undefined });
                }}
                placeholder={
                  servicesLoading
                    ? "Loading services..."
                    : options.length === 0
                      ? EMPTY_STATES.services
                      : searching
                        ? "Type to narrow the search results"
                        : "Type to search this category"
                }
                emptyText={EMPTY_STATES.services}
                disabled={servicesLoading || options.length === 0}
              />
            </Field>
            {service ? (
              <p data-slot="new-order-rate" className="-mt-3 text-muted-foreground text-sm">
                Price: <span className="font-medium text-foreground">{servicePrice(service, formatPrice)}</span>
              </p>
            ) : null}
            {service?.description ? (
              <section aria-label="Service description" className="rounded-lg border bg-muted/40 p-4 text-sm">
                <h2 className="mb-1 font-semibold">Description</h2>
                <p className="whitespace-pre-line text-muted-foreground">{service.description}</p>
              </section>
            ) : null}
            {service ? (
              <OrderTypeFields
                service={service}
                input={input}
                register={register}
                setValue={setValue}
                errors={errors}
              />
            ) : (
              // No service chosen: the usual fields, without bounds no service has given yet.
              <>
                <Field label="Link">
                  <Input type="url" inputMode="url" placeholder="https://" disabled />
                </Field>
                <Field label="Quantity">
                  <Input inputMode="numeric" disabled />
                </Field>
              </>
            )}
            <dl className="grid gap-4 rounded-lg border p-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">Estimated delivery</dt>
                <dd className="font-medium">{delivery}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Total cost</dt>
                <dd data-slot="new-order-total" className="font-semibold text-lg tabular-nums" aria-live="polite">
                  {formatCharge(cost)}
                </dd>
              </div>
            </dl>
            {submitError ? (
              <Alert variant="danger">
                <AlertTitle>Your order was not placed</AlertTitle>
                <AlertDescription>{submitError}</AlertDescription>
              </Alert>
            ) : null}
            <Button type="submit" pending={isSubmitting} className="w-full sm:w-auto sm:justify-self-end">
              Submit Order
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
