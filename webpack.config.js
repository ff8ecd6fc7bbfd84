// Builds the single-page app from src/client into dist/client (served by the Fastify server).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const fs = require('node:fs');
const zlib = require('node:zlib');

// The files of src/client/public (favicon, robots.txt, web app manifest, icons) go to the root of dist/client as they are.
class CopyPublicFiles {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const dir = path.resolve(__dirname, 'src/client/public');
          const walk = (sub) =>
            fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).forEach((entry) => {
              const rel = path.posix.join(sub, entry.name);
              if (entry.isDirectory()) return walk(rel);
              const file = path.join(dir, rel);
              compilation.fileDependencies.add(file);
              compilation.emitAsset(rel, new compiler.webpack.sources.RawSource(fs.readFileSync(file)));
            });
          walk('');
        },
      );
    });
  }
}

// Each emitted script starts with V8's compile hint `//# allFunctionsCalledOnLoad`: the browser
// compiles its functions while it parses the file (on a background thread where it can), rather
// than one by one on the main thread as each is first called. Nearly every function of a chunk runs
// when its page first draws, so this takes work off the main thread. Added after minifying (which
// drops comments) and before the source maps are made (which then count the extra line).
class CompileHints {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (name.endsWith('.js'))
            compilation.updateAsset(name, (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source));
        }
      });
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    entry: './src/client/main.tsx',
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // React Router's production build (its package exports the development one to bundlers: the
      // same code with its warnings for developers switched on).
      alias: {
        'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
        'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
        // redux-persist's local storage as an ES module (the app imports its CommonJS build, which
        // Jest runs as it is): the same code without the CommonJS wrappers and interop helpers.
        'redux-persist/lib/storage$': path.resolve(__dirname, 'node_modules/redux-persist/es/storage/index.js'),
      },
    },
    optimization: {
      // Terser (webpack's minimizer) with a third pass, and told that reading a property has no
      // side effects (no module of the app or its libraries relies on a getter that does), and
      // that the browsers it serves run ES2020 (the app's own code is compiled to it): shorter
      // output than the defaults.
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3, pure_getters: true } } },
      splitChunks: {
        // A page's code comes in one request where it can: modules shared by a few pages are
        // copied into each of them unless they come to more than this (before minifying), rather
        // than made into small shared chunks of their own, each another request (with its
        // headers, about 1 KB over HTTP/1.1) on every page that uses them.
        minSize: 60_000,
        cacheGroups: {
          // The store's data part (RTK Query, the API's endpoints, the team builder: app/dataSlices.tsx)
          // in one chunk of its own, loaded once with the first page that reads data, rather than
          // spread over shared chunks of a few pages each. Redux itself, react-redux, redux-persist
          // and the auth slice are in the main chunk: the header and the guards read the tokens.
          // What only a signed-in visitor runs goes with it (every signed-in page reads data, so it
          // is there already): the session keeper, the header's staff links, and reselect (RTK's
          // selectors, used by RTK Query and the pages alike). The team builder's slice and the
          // rules it reads come with the team pages that use them.
          data: {
            name: 'data',
            chunks: 'async',
            enforce: true,
            test: (module) =>
              /[\\/]node_modules[\\/](@reduxjs[\\/]toolkit[\\/]dist[\\/]query|reselect|@standard-schema[\\/]utils)[\\/]/.test(module.resource ?? '') ||
              /[\\/]src[\\/]client[\\/](api[\\/](baseQuery|emptyApi|generated\.gen|index|tags)|app[\\/](dataSlices|hooks|SessionKeeper|useSessionKeeper|StaffLinks))\.tsx?$/.test(module.resource ?? ''),
          },
        },
      },
    },
    module: {
      rules: [
        { test: /\.tsx?$/, loader: 'esbuild-loader', options: { target: 'es2020', jsx: 'automatic' } },
        { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/, loader: path.resolve(__dirname, 'scripts/webpack/unused-components.cjs') },
        // The shared rules (src/domain) are pure: a page that imports one of them through the
        // barrel (src/domain/index.ts) gets that one, not every module the barrel names.
        { test: /[\\/]src[\\/]domain[\\/].*\.ts$/, sideEffects: false },
        // `import url from './x.css?url'`: the stylesheet as a file of its own, for the app to
        // load when it needs it (the staff pages': app/staffStyles.ts). No chunk then carries
        // CSS, so the main script does without the CSS chunk loader.
        { test: /\.css$/, resourceQuery: /url/, type: 'asset/resource', generator: { filename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]' } },
        { test: /\.css$/, resourceQuery: { not: [/url/] }, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/client/index.html' }),
      new CopyPublicFiles(),
      new CompileHints(),
      new MiniCssExtractPlugin({ filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css' }),
      // Brotli and gzip copies next to each asset: the server sends the one the browser accepts.
      ...(production
        ? [
            new CompressionPlugin({ test: /\.(js|css|svg|webmanifest)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024 }),
            new CompressionPlugin({
              test: /\.(js|css|svg|webmanifest)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              threshold: 1024,
            }),
          ]
        : []),
    ],
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
