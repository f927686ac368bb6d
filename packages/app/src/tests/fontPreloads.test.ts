import { describe, expect, it } from "vitest";
import { textFontFiles } from "../../scripts/fontPreloads";
import { APP_TEXT_AFTER_SHELL } from "../prerender/customerShell";

const face = (file: string, range: string, family = "Inter Variable") =>
  `@font-face{font-family:${family};font-display:swap;src:url(/assets/${file})format("woff2-variations");unicode-range:${range}}`;
const css = [
  face("inter-latin.woff2", "U+0000-00FF,U+2000-206F,U+20AC"),
  face("inter-latin-ext.woff2", "U+0100-02BA,U+20A0-20AB,U+20AD-20C0"),
  face("inter-greek-ext.woff2", "U+1F??"),
  face("mono-latin.woff2", "U+0000-00FF", "JetBrains Mono Variable"),
].join("");

describe("textFontFiles (the fonts a prerendered page preloads)", () => {
  it("picks the text family's files whose unicode-range holds a character of the page's text", () => {
    expect(textFontFiles(css, "<p>Balance — 1,000</p>")).toEqual(["/assets/inter-latin.woff2"]);
    expect(textFontFiles(css, '<span aria-hidden="true">₦</span> NGN')).toEqual([
      "/assets/inter-latin.woff2",
      "/assets/inter-latin-ext.woff2",
    ]);
  });

  it("takes plain text too (what the app adds to a prerendered page: the currency picker's symbols)", () => {
    expect(textFontFiles(css, APP_TEXT_AFTER_SHELL)).toEqual([
      "/assets/inter-latin.woff2",
      "/assets/inter-latin-ext.woff2",
    ]);
  });

  it("reads a stylesheet left unminified", () => {
    const spaced =
      '@font-face {\n  font-family: "Inter Variable";\n  src: url("/assets/inter-latin.woff2") format("woff2");\n  unicode-range: U+0000-00FF;\n}';
    expect(textFontFiles(spaced, "<p>A</p>")).toEqual(["/assets/inter-latin.woff2"]);
  });

  it("reads wildcard ranges (U+1F??)", () => {
    expect(textFontFiles(css, "<p>ἀ</p>")).toEqual(["/assets/inter-greek-ext.woff2"]);
  });

  it("ignores what is not painted text: tags, attributes, scripts, styles and templates", () => {
    const html = '<div title="₦"><script>"₦"</script><style>a::after{content:"₦"}</style><template>₦</template>A</div>';
    expect(textFontFiles(css, html)).toEqual(["/assets/inter-latin.woff2"]);
  });
});
