// Browser projects: make every frame deterministic (no motion, no blinking caret) before stories render.
import "../packages/ui/src/styles.css";

const style = document.createElement("style");
style.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;
document.head.append(style);
