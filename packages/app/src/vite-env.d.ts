/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's base URL (default /api), fixed at build time. */
  readonly VITE_API_BASE_URL?: string;
  /** The year of the build, set by vite.config.ts (src/lib/useYear.ts). */
  readonly VITE_BUILD_YEAR?: string;
}
