/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the API base address (product 7). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The product version (package.json), shown in the footer. */
declare const __APP_VERSION__: string;
