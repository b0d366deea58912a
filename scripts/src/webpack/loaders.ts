/** The loaders the browser build and the Node build of a package share, so both compile the same modules alike. */

/** TypeScript and JSX through swc, the same for the browser and the Node build. */
export const swcRule = (production: boolean) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2022',
      },
    },
  },
});

/**
 * css-loader for CSS Modules, the same class names in the browser and the Node build (which takes only the
 * names: `exportOnlyLocals`), so server markup and browser styles agree.
 */
export const cssLoader = (name: string, production: boolean, exportOnlyLocals = false) => ({
  loader: 'css-loader',
  options: {
    modules: {
      auto: true,
      // The federation name in every class keeps one remote's styles out of another's.
      localIdentName: production ? `${name}-[hash:base64:6]` : `${name}__[name]__[local]`,
      namedExport: false,
      exportLocalsConvention: 'as-is',
      exportOnlyLocals,
    },
  },
});
