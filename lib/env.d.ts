interface ImportMetaEnv {
  /** Baked into the sandbox build so it works out of the box against `npm run sandbox`. */
  readonly WXT_BROKER_URL?: string;
  readonly WXT_API_BASE_URL?: string;
}
