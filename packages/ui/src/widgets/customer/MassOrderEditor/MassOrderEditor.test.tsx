import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { MoneyDisplayProvider } from "../../common/Money";
import { sampleServices } from "../shared/fixtures";
import { MassOrderEditor } from "./MassOrderEditor";

describe("MassOrderEditor", () => {
  it("passes className, extra props and the ref to the form", () => {
    const form = expectPassThrough<HTMLFormElement>((props) => (
      <MassOrderEditor {...props} onSubmit={vi.fn()} aria-label="Mass order" />
    ));
    expect(form).toBe(screen.getByRole("form", { name: "Mass order" }));
  });

  it("totals exactly: 0.10 × 3 is 0.30, not 0.30000000000000004", async () => {
    const user = userEvent.setup({ delay: null });
    const youtube = sampleServices.find((service) => service.id === 2);
    if (!youtube) throw new Error("fixture missing");
    render(<MassOrderEditor onSubmit={vi.fn()} services={[{ ...youtube, min_amount: 1 }]} />);
    await user.type(screen.getByRole("textbox", { name: "Orders" }), "2 | https://youtube.com/watch?v=1 | 3");
    expect(screen.getByText("₦0.30")).toBeInTheDocument();
  });

  it("totals what the customer is charged: their discount, in the display currency beside the naira", () => {
    render(
      <MoneyDisplayProvider currency="USD" rates={{ USD: "0.00065" }} pricing={{ discountPercent: "10" }}>
        <MassOrderEditor
          onSubmit={vi.fn()}
          services={sampleServices}
          defaultValue={"1 | https://instagram.com/p/a | 1000\n3 | https://tiktok.com/@a | 100"}
        />
      </MoneyDisplayProvider>,
    );
    // 1000 × 0.50 + 100 × 1.25 = ₦625.00 at list price; ₦562.50 with 10 % off.
    expect(screen.getByText("US$0.37 (₦562.50)")).toBeInTheDocument();
  });

  it("totals packages at their price and says which types it takes (#34: two packages showed ₦6.50)", () => {
    const pack = {
      id: 73,
      category_id: 1,
      service_title: "Starter Package",
      price: "3.25",
      min_amount: 1,
      max_amount: 1,
      type: "Package",
    };
    const comments = {
      ...pack,
      id: 61,
      service_title: "Comments",
      min_amount: 5,
      max_amount: 100,
      type: "Custom Comments",
    };
    render(
      <MassOrderEditor
        onSubmit={vi.fn()}
        services={[pack, comments]}
        defaultValue={"73 | https://tiktok.com/@a | 1\n73 | https://tiktok.com/@b | 1"}
      />,
    );
    expect(screen.getByText(/Mass Order takes Default and Package services/)).toBeInTheDocument();
    expect(screen.getByText("₦6,500.00")).toBeInTheDocument();
  });

  it("says which line holds a type it cannot order", async () => {
    const comments = {
      id: 61,
      category_id: 1,
      service_title: "Comments",
      price: "1",
      min_amount: 5,
      max_amount: 100,
      type: "Custom Comments",
    };
    render(
      <MassOrderEditor onSubmit={vi.fn()} services={[comments]} defaultValue="61 | https://instagram.com/p/a | 10" />,
    );
    expect(
      screen.getByText("Line 1: Service ID 61 is a Custom Comments service: order it on New Order"),
    ).toBeInTheDocument();
  });

  it("shows no total without services", async () => {
    const user = userEvent.setup({ delay: null });
    render(<MassOrderEditor onSubmit={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Load example" }));
    expect(screen.getByText("3 valid orders")).toBeInTheDocument();
    expect(screen.queryByText(/Total cost/)).toBeNull();
  });

  it("does not submit while disabled", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    render(<MassOrderEditor onSubmit={onSubmit} disabled defaultValue="1 | https://instagram.com/p/a | 100" />);
    expect(screen.getByRole("button", { name: "Submit Orders" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Submit Orders" }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("gives the emptied Orders field the focus once the orders are placed", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<MassOrderEditor onSubmit={onSubmit} defaultValue="1 | https://instagram.com/p/a | 100" />);
    await user.click(screen.getByRole("button", { name: "Submit Orders" }));
    const orders = screen.getByRole("textbox", { name: "Orders" });
    await waitFor(() => expect(orders).toHaveFocus());
    expect(orders).toHaveValue("");
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("clears the submit error as soon as the orders are edited", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn().mockRejectedValue(new Error("Insufficient balance"));
    render(<MassOrderEditor onSubmit={onSubmit} defaultValue="1 | https://instagram.com/p/a | 100" />);
    await user.click(screen.getByRole("button", { name: "Submit Orders" }));
    expect(await screen.findByText("Insufficient balance")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Orders" }), "0");
    expect(screen.queryByText("Insufficient balance")).toBeNull();
  });
});
