export {
  CATALOGUE_SORTS,
  type CatalogueSort,
  type CatalogueSummary,
  filterCatalogue,
  prepareCatalogueSearch,
  sortCatalogue,
  summariseCatalogue,
} from "./catalogue";
export {
  CATALOGUE_TITLE,
  NEW_SERVICES_TITLE,
  RECOMMENDED_TITLE,
  ServicesCatalogue,
  type ServicesCatalogueProps,
} from "./ServicesCatalogue";
