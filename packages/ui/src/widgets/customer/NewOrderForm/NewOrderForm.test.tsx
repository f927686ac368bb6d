import { NEW_ORDER_MESSAGES } from "@smm/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { categoryServices, sampleCategories, sampleStats } from "../shared/fixtures";
import { NewOrderForm } from "./NewOrderForm";
import { servicesToPick } from "./servicesToPick";

const props = { stats: sampleStats, categories: sampleCategories, services: categoryServices };

describe("servicesToPick", () => {
  it("offers the category's services, or with search text any service by title or ID", () => {
    expect(servicesToPick(categoryServices, 2, "").map((s) => s.id)).toEqual([2, 5]);
    expect(servicesToPick(categoryServices, 2, " Premium ").map((s) => s.id)).toEqual([4]);
    expect(servicesToPick(categoryServices, 1, "6").map((s) => s.id)).toEqual([6]);
  });
});

describe("NewOrderForm", () => {
  it("passes className and extra props to the wrapper", () => {
    expectPassThrough((passed) => <NewOrderForm {...props} {...passed} onSubmit={vi.fn()} />, { ref: false });
  });

  it("validates the quantity against the service chosen now, not the first one", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NewOrderForm {...props} onSubmit={onSubmit} />);
    // Service 1 allows 100 to 100,000; searching picks service 4 (50 to 20,000).
    await user.type(screen.getByRole("searchbox", { name: "Search services" }), "premium");
    await waitFor(() => expect(screen.getByText("Min: 50 - Max: 20,000")).toBeInTheDocument());
    await user.type(screen.getByRole("textbox", { name: "Link" }), "https://instagram.com/a");
    await user.type(screen.getByRole("textbox", { name: "Quantity" }), "30000");
    await user.click(screen.getByRole("button", { name: "Submit Order" }));
    expect(await screen.findByText(NEW_ORDER_MESSAGES.quantityMax(20_000))).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: "Quantity" }));
    await user.type(screen.getByRole("textbox", { name: "Quantity" }), "60");
    await user.click(screen.getByRole("button", { name: "Submit Order" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ service_id: 4, link: "https://instagram.com/a", quantity: 60 }),
    );
    // Much typing in jsdom: slow on a busy machine.
  }, 15_000);

  it("keeps the total exact and at zero for a quantity that is not a whole number", async () => {
    const user = userEvent.setup();
    // Service 2 costs 0.10 a unit: 3 units are 0.30, which binary floats make 0.30000000000000004.
    const [youtube] = servicesToPick(categoryServices, 2, "");
    if (!youtube) throw new Error("fixture missing");
    render(<NewOrderForm {...props} services={[{ ...youtube, category_id: 1 }]} onSubmit={vi.fn()} />);
    const quantity = screen.getByRole("textbox", { name: "Quantity" });
    await user.type(quantity, "3");
    expect(screen.getByText("₦0.30")).toBeInTheDocument();
    await user.type(quantity, ".5");
    expect(screen.getByText("₦0.00")).toBeInTheDocument();
  });
});
