export {
  KeyValueItem,
  type KeyValueItemProps,
  KeyValueList,
  type KeyValueListProps,
  keyValueListVariants,
} from "./KeyValue";
