// Browser projects: make every frame deterministic (no motion, no blinking caret) before stories render.
import "../packages/ui/src/styles.css";

const style = document.createElement("style");
style.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;
document.head.append(style);

// Load the self-hosted fonts before the first story, so the first screenshot of a run is not in a fallback font.
await Promise.all(
  [
    "400 1em 'Inter Variable'",
    "600 1em 'Inter Variable'",
    "700 1em 'Inter Variable'",
    "400 1em 'JetBrains Mono Variable'",
  ].map((font) => document.fonts.load(font, "Aa₦1")),
);
