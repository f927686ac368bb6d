export { DEFAULT_FAQ, Faq, type FaqItem, type FaqProps } from "./Faq";
