/**
 * Stands in for hoist-non-react-statics, which react-intl imports only for injectIntl (a higher-order component the
 * app never uses): being CommonJS, it and its react-is would otherwise ride on every first load (1 KB gzip).
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
