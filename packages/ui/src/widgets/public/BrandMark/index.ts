export { BrandMark, type BrandMarkProps } from "./BrandMark";
