export {
  Sheet,
  SheetBody,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetFooter,
  SheetHeader,
  SheetOverlay,
  SheetPortal,
  SheetTrigger,
  sheetContentVariants,
} from "./Sheet";
