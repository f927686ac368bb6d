/** The part of fs-native-extensions the server uses (the package ships no types). */
declare module "fs-native-extensions" {
  /** An exclusive (or `shared`) lock on the open file: true when taken, false when another holder has it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
