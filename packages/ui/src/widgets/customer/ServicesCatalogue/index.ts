export {
  CATALOGUE_SORTS,
  type CatalogueSort,
  type CatalogueSummary,
  type CategoryHeading,
  filterCatalogue,
  isCategoryHeading,
  type PriceListRow,
  prepareCatalogueSearch,
  priceListRows,
  sortCatalogue,
  summariseCatalogue,
} from "./catalogue";
export { PRICE_LIST_COLUMNS, PRICE_LIST_TITLE, PriceList, type PriceListProps } from "./PriceList";
export { ServicePrice } from "./ServicePrice";
export {
  CATALOGUE_EMPTY,
  CATALOGUE_TITLE,
  NEW_SERVICES_TITLE,
  RECOMMENDED_TITLE,
  ServicesCatalogue,
  type ServicesCatalogueProps,
} from "./ServicesCatalogue";
