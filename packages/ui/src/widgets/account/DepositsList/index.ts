export {
  DEPOSITS_DESCRIPTION,
  DEPOSITS_EMPTY,
  DEPOSITS_TITLE,
  type DepositRow,
  DepositsList,
  type DepositsListProps,
} from "./DepositsList";
