import { randomBytes } from "node:crypto";

/** A rendered page as kept: its status, type and HTML, whose nonces are NONCE_SLOT. */
export interface RenderedPage {
  status: number;
  type: string;
  body: string;
}

/**
 * What a kept page carries where each answer puts its own nonce: random per process, so no text of a panel (its
 * name, its storefront) can hold it.
 */
export const NONCE_SLOT = randomBytes(18).toString("hex");

/** Enough for every public page of a few hundred panels; the oldest goes first. */
const MAX_PAGES = 500;

/**
 * The rendered pages of the panels, per panel and path, each with the panel's document it was rendered for (brand,
 * storefront, address): a page rendered for an older brand is rendered again. The build is the process's own (a new
 * build is a restart), so it needs no key.
 */
export class DocumentCache {
  private readonly pages = new Map<string, { document: string; page: RenderedPage }>();

  get(panelId: number, path: string, document: string): RenderedPage | undefined {
    const kept = this.pages.get(`${panelId} ${path}`);
    return kept?.document === document ? kept.page : undefined;
  }

  set(panelId: number, path: string, document: string, page: RenderedPage): void {
    const key = `${panelId} ${path}`;
    this.pages.delete(key);
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    this.pages.set(key, { document, page });
  }
}
