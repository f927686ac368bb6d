export {
  CatalogueCopy,
  type CatalogueCopyChoice,
  type CatalogueCopyProps,
  copyPreview,
  MARKUP_MESSAGE,
  NO_CATEGORY_MESSAGE,
  RATE_MESSAGE,
} from "./CatalogueCopy";
