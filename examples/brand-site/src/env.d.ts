/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The shop's origin, whose API this site calls (it must list this site in CORS_ORIGINS). */
  readonly VITE_SHOP_URL?: string;
}
