import { afterEach, describe, expect, it, vi } from "vitest";

const loadServedYear = async () => {
  vi.resetModules();
  return (await import("../lib/servedYear")).servedYear;
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the year the server served the landing page in", () => {
  it("is read from the prerendered footer, as React renders its text", async () => {
    document.body.innerHTML =
      '<footer><p data-slot="footer-copyright">© <!-- -->2031<!-- --> <!-- -->Premium SMM Services<!-- -->. All rights reserved.</p></footer>';
    expect(await loadServedYear()).toBe(2031);
  });

  it("is absent on a page the client renders (the footer takes the clock's year)", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(await loadServedYear()).toBeUndefined();
  });
});
